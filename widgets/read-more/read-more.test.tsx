import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import widget from './index';
import { mountWidget, setConfig } from '../../tests/utils/widget';

/**
 * jsdom has no layout, so the test gives elements a fake one: 40 characters per 20 px line,
 * and a collapsed box (the one carrying --pf-read-more-lines) as tall as its line limit.
 */
const LINE = 20;
const heightOf = (el: HTMLElement) => Math.ceil((el.textContent ?? '').length / 40) * LINE;
const limitOf = (el: HTMLElement) => Number(el.style.getPropertyValue('--pf-read-more-lines')) * LINE;

beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockImplementation(function (this: HTMLElement) {
    return heightOf(this);
  });
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockImplementation(function (this: HTMLElement) {
    const limit = limitOf(this);
    return limit ? Math.min(limit, heightOf(this)) : heightOf(this);
  });
});
afterEach(() => vi.restoreAllMocks());

const long = `<p>${'The 2019 Silverado brake kit includes rotors, pads and hardware. '.repeat(6)}<a href="/brakes">All brakes</a></p>`;

describe('read-more', () => {
  it('collapses long text and toggles between Read More and Read Less', async () => {
    const { el } = mountWidget(widget, {}, long);
    const button = screen.getByRole('button', { name: 'Read More' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    const text = document.getElementById(button.getAttribute('aria-controls')!)!;
    expect(text).toHaveTextContent('The 2019 Silverado brake kit');
    expect(text.style.getPropertyValue('--pf-read-more-lines')).toBe('3');
    expect(screen.getByRole('link', { name: 'All brakes' })).toHaveAttribute('href', '/brakes');

    await userEvent.click(button);
    expect(screen.getByRole('button', { name: 'Read Less' })).toHaveAttribute('aria-expanded', 'true');
    expect(text.className).not.toMatch(/collapsed/);

    await userEvent.click(screen.getByRole('button', { name: 'Read Less' }));
    expect(screen.getByRole('button', { name: 'Read More' })).toHaveAttribute('aria-expanded', 'false');
    expect(el.querySelector('[class*="collapsed"]')).toBe(text);
  });

  it('expands when keyboard focus reaches a link inside the collapsed text', async () => {
    mountWidget(widget, {}, long);
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'All brakes' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Read Less' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('shows no button when the text fits', () => {
    mountWidget(widget, {}, '<p>Fits on one line.</p>');
    expect(screen.getByText('Fits on one line.')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('takes the number of lines from data-lines', () => {
    // 7 lines of text: clipped at 3 (default), fits at 8.
    const sevenLines = 'x'.repeat(40 * 7);
    mountWidget(widget, { lines: '8' }, sevenLines);
    expect(screen.queryByRole('button', { name: 'Read More' })).not.toBeInTheDocument();
    const { el } = mountWidget(widget, { lines: '5' }, sevenLines);
    expect(el.querySelector<HTMLElement>('[id$="-read-more"]')!.style.getPropertyValue('--pf-read-more-lines')).toBe('5');
    expect(screen.getByRole('button', { name: 'Read More' })).toBeInTheDocument();
  });

  it('gives each instance its own controlled region', () => {
    mountWidget(widget, {}, long);
    mountWidget(widget, {}, long);
    const [a, b] = screen.getAllByRole('button', { name: 'Read More' });
    expect(a.getAttribute('aria-controls')).not.toBe(b.getAttribute('aria-controls'));
  });

  it('rejects a bad data-lines', () => {
    expect(() => mountWidget(widget, { lines: 'many' }, long)).toThrow(/data-lines must be a number/);
    expect(() => mountWidget(widget, { lines: '0' }, long)).toThrow(/data-lines must be at least 1/);
  });

  it('shows the placeholder’s own nodes (no HTML parsed again) from the first render, and gives them back on unmount', async () => {
    // The theme's page: the browser parsed the placeholder's content, and the theme listens on a link.
    const el = document.createElement('div');
    el.innerHTML = long;
    document.body.append(el);
    const paragraph = el.firstElementChild!;
    const link = el.querySelector('a')!;
    const clicks = vi.fn((e: Event) => e.preventDefault());
    link.addEventListener('click', clicks);
    const parsed = vi.spyOn(Element.prototype, 'innerHTML', 'set');

    let release: () => void = () => undefined;
    act(() => {
      release = widget.mount(el, {}, { onError: () => undefined });
    });
    // Right after mounting (no waiting): the same link, inside the clamped text, no string parsed.
    expect(parsed).not.toHaveBeenCalled();
    const shown = screen.getByRole('link', { name: 'All brakes' });
    expect(shown).toBe(link);
    expect(el.querySelector('[class*="collapsed"]')).toContainElement(link);
    expect(screen.getByRole('button', { name: 'Read More' })).toBeInTheDocument();
    await userEvent.click(shown);
    expect(clicks).toHaveBeenCalledTimes(1);

    await act(async () => {
      release();
      await Promise.resolve();
    });
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(el.firstElementChild).toBe(paragraph);
    expect(el.childNodes).toHaveLength(1);
    expect(el.querySelector('a')).toBe(link);
  });
});

describe('read-more: the store’s words', () => {
  it('writes the toggle with a text set in #pf-config', async () => {
    setConfig({ texts: { 'readMore.more': 'Show everything' } });
    mountWidget(widget, {}, long);
    expect(await screen.findByRole('button', { name: 'Show everything' })).toBeInTheDocument();
  });
});
