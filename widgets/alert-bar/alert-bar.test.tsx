import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import widget from './index';
import { mountWidget, setConfig } from '../../tests/utils/widget';

const message = 'Free shipping on orders over $49 — <a href="/shipping">details</a>';

describe('alert-bar', () => {
  it('shows the server-rendered message and hides on close', async () => {
    mountWidget(widget, { alertId: '7', days: '3' }, message);
    expect(screen.getByRole('link', { name: 'details' })).toHaveAttribute('href', '/shipping');
    await userEvent.click(screen.getByRole('button', { name: 'Close alert' }));
    expect(screen.queryByRole('region', { name: 'Store announcement' })).not.toBeInTheDocument();
    expect(document.cookie).toContain('alert7=hide');
  });

  it('stays hidden on the next page when it was dismissed', () => {
    document.cookie = 'alert7=hide; path=/';
    mountWidget(widget, { alertId: '7', days: '3' }, message);
    expect(screen.queryByRole('region', { name: 'Store announcement' })).not.toBeInTheDocument();
  });

  it('stores no cookie without an id or a positive number of days', async () => {
    mountWidget(widget, { alertId: '8', days: '0' }, 'Closed Monday');
    await userEvent.click(screen.getByRole('button', { name: 'Close alert' }));
    expect(document.cookie).not.toContain('alert8');
    mountWidget(widget, {}, 'No id');
    await userEvent.click(screen.getByRole('button', { name: 'Close alert' }));
    expect(document.cookie).toBe('');
  });

  it('rejects a non-numeric days prop', () => {
    expect(() => mountWidget(widget, { days: 'soon' }, 'x')).toThrow(/data-days must be a number/);
  });

  it('sanitises a message that is more than plain text markup', async () => {
    const { el } = mountWidget(widget, {}, '<img src="x" onerror="alert(1)">Sale <a href="javascript:alert(2)">now</a>');
    expect(await screen.findByText(/Sale/)).toBeInTheDocument();
    expect(el.innerHTML).not.toContain('onerror');
    expect(el.innerHTML).not.toContain('javascript:');
  });

  it("shows the theme's own message as the page parsed it, not a copy read again through a sanitiser", async () => {
    const { el, unmount } = mountWidget(widget, { alertId: '9' }, message);
    const shown = screen.getByRole('link', { name: 'details' });
    unmount();
    await Promise.resolve();
    // The link that goes back into the placeholder is the very one the bar showed.
    expect(el.querySelector('a')).toBe(shown);
  });

  it('puts the server-rendered fallback back on unmount', () => {
    const { el, unmount } = mountWidget(widget, {}, '<p>Holiday hours</p>');
    unmount();
    return Promise.resolve().then(() => expect(el.innerHTML).toBe('<p>Holiday hours</p>'));
  });
});

describe('alert-bar: the store’s words', () => {
  it('names the close button with a text set in #pf-config', async () => {
    setConfig({ texts: { 'alertBar.close': 'Dismiss' } });
    mountWidget(widget, {}, 'Closed Monday.');
    expect(await screen.findByRole('button', { name: 'Dismiss' })).toBeInTheDocument();
  });
});
