import { describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { SafeHtml } from './SafeHtml';
import { htmlText } from './SafeHtmlLazy';

describe('SafeHtml', () => {
  it('keeps markup, drops scripts and handlers, and secures new-tab links', () => {
    const { container } = render(<SafeHtml html={'<p>Fits <b>2019</b></p><img src="x" onerror="alert(1)"><script>alert(2)</script><a href="/x" target="_blank">more</a>'} />);
    expect(screen.getByText('2019').tagName).toBe('B');
    expect(container.innerHTML).not.toMatch(/onerror|script/);
    expect(screen.getByRole('link', { name: 'more' })).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('renders nothing for null', () => {
    const { container } = render(<SafeHtml html={null} as="span" />);
    expect(container.firstElementChild).toBeEmptyDOMElement();
  });
});

describe('SafeHtmlLazy (DOMPurify loaded with the first HTML to show)', () => {
  /** SafeHtmlLazy as a page has it before any HTML was shown: SafeHtml not loaded yet. */
  async function fresh() {
    vi.resetModules();
    return (await import('./SafeHtmlLazy')).SafeHtmlLazy;
  }
  /** Lets the lazy SafeHtml chunk arrive and React show it. */
  const loaded = () =>
    act(async () => {
      await import('./SafeHtml');
      await new Promise((resolve) => setTimeout(resolve, 0));
    });

  it('shows a plain-text notice in its element from the first render, unchanged once DOMPurify is there', async () => {
    const Lazy = await fresh();
    const notice = 'Call the store for pricing: this item ships by freight.';
    const { container } = render(<Lazy className="notice" html={notice} />);
    // No waiting: in place at the first paint, so nothing moves when the sanitised HTML arrives.
    const first = container.firstElementChild;
    expect(container.innerHTML).toBe(`<div class="notice">${notice}</div>`);
    await loaded();
    expect(container.innerHTML).toBe(`<div class="notice">${notice}</div>`);
    expect(container.firstElementChild).not.toBe(first);
  });

  it('shows the text of HTML (no script, no markup) until the sanitised HTML replaces it', async () => {
    const Lazy = await fresh();
    const { container } = render(<Lazy as="span" className="notice" html={'<p>Call <b>us</b> &amp; ask</p><img src="x" onerror="alert(1)"><script>track()</script>'} />);
    expect(container.innerHTML).toBe('<span class="notice">Call us &amp; ask</span>');
    await loaded();
    expect(screen.getByText('us').tagName).toBe('B');
    expect(container.innerHTML).not.toMatch(/onerror|script|track/);
  });

  it('renders an empty element for no HTML', async () => {
    const Lazy = await fresh();
    const { container } = render(<Lazy html={undefined} as="span" className="notice" />);
    expect(container.innerHTML).toBe('<span class="notice"></span>');
  });
});

describe('htmlText', () => {
  it('reads HTML as plain text: entities decoded, scripts and styles left out, plain text as is', () => {
    expect(htmlText('<p>Fits <b>2019</b> &amp; later</p>\n<style>p{}</style><script>alert(1)</script>')).toBe('Fits 2019 & later');
    expect(htmlText('Call us: 555-0100')).toBe('Call us: 555-0100');
  });
});
