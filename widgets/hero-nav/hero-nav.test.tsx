import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import widget from './index';
import { mountWidget, setConfig } from '../../tests/utils/widget';
import { heroNavItems } from '../../mocks/db/content';

const items = heroNavItems();
const props = { pfProps: JSON.stringify({ items }) };
const mount = () => mountWidget(widget, { items });

function setWidth(px: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: px });
  window.dispatchEvent(new Event('resize'));
}

afterEach(() => {
  setWidth(1024);
  vi.useRealTimers();
});

const nav = () => screen.getByRole('navigation', { name: 'Main' });
const toggle = (name: string) => within(nav()).getByRole('button', { name: `${name} submenu` });

describe('hero-nav, 768 px and wider', () => {
  it('shows the top level, with each submenu closed behind a disclosure button', () => {
    expect(props.pfProps).toContain('Shop Parts');
    mount();
    for (const title of ['Shop Parts', 'Brands', 'Service', 'Deals', 'Blog']) expect(within(nav()).getByRole('link', { name: title })).toBeVisible();
    expect(toggle('Shop Parts')).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'Brakes' })).not.toBeInTheDocument();
    expect(within(nav()).queryByRole('button', { name: 'Deals submenu' })).not.toBeInTheDocument();
  });

  it('opens on hover and closes 500 ms after the pointer leaves', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    mount();
    const shop = within(nav()).getByRole('link', { name: 'Shop Parts' });
    await user.hover(shop);
    expect(toggle('Shop Parts')).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Brakes' })).toBeVisible();
    // Into the second level: its third level opens on hover too.
    await user.hover(screen.getByRole('link', { name: 'Brakes' }));
    expect(screen.getByRole('link', { name: 'Brake Rotor' })).toBeVisible();
    await user.unhover(screen.getByRole('link', { name: 'Brakes' }));
    await user.unhover(shop);
    await act(() => vi.advanceTimersByTimeAsync(450));
    expect(screen.getByRole('link', { name: 'Brakes' })).toBeVisible();
    // Coming back within the delay keeps it open.
    await user.hover(shop);
    await act(() => vi.advanceTimersByTimeAsync(600));
    expect(screen.getByRole('link', { name: 'Brakes' })).toBeVisible();
    await user.unhover(shop);
    await act(() => vi.advanceTimersByTimeAsync(500));
    expect(screen.queryByRole('link', { name: 'Brakes' })).not.toBeInTheDocument();
    expect(toggle('Shop Parts')).toHaveAttribute('aria-expanded', 'false');
  });

  it('moving to another top item switches menus at once', async () => {
    const user = userEvent.setup();
    mount();
    await user.hover(within(nav()).getByRole('link', { name: 'Shop Parts' }));
    await user.hover(within(nav()).getByRole('link', { name: 'Brands' }));
    expect(toggle('Shop Parts')).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('link', { name: 'A – F' })).toBeVisible();
  });

  it('works from the keyboard: Enter opens, Tab reaches the links, Escape closes the innermost menu and returns focus', async () => {
    const user = userEvent.setup();
    mount();
    await user.tab();
    expect(within(nav()).getByRole('link', { name: 'Shop Parts' })).toHaveFocus();
    await user.tab();
    expect(toggle('Shop Parts')).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(toggle('Shop Parts')).toHaveAttribute('aria-expanded', 'true');
    await user.tab();
    expect(screen.getByRole('link', { name: 'Brakes' })).toHaveFocus();
    await user.tab();
    await user.keyboard(' ');
    expect(toggle('Brakes')).toHaveAttribute('aria-expanded', 'true');
    await user.tab();
    expect(screen.getByRole('link', { name: 'Brake Pad Set' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(toggle('Brakes')).toHaveFocus();
    expect(toggle('Brakes')).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard('{Escape}');
    expect(toggle('Shop Parts')).toHaveFocus();
    expect(screen.queryByRole('link', { name: 'Brakes' })).not.toBeInTheDocument();
  });

  it('closes when focus or a click goes elsewhere on the page', async () => {
    const user = userEvent.setup();
    const outside = document.createElement('button');
    outside.textContent = 'Outside';
    document.body.append(outside);
    mount();
    await user.click(toggle('Service'));
    expect(screen.getByRole('link', { name: 'Repairs' })).toBeVisible();
    await user.click(outside);
    expect(screen.queryByRole('link', { name: 'Repairs' })).not.toBeInTheDocument();
    await user.click(toggle('Service'));
    expect(screen.getByRole('link', { name: 'Repairs' })).toBeVisible();
    act(() => outside.focus());
    expect(screen.queryByRole('link', { name: 'Repairs' })).not.toBeInTheDocument();
  });

  it('flips a submenu to the left when it would leave the window', async () => {
    const user = userEvent.setup();
    mount();
    const rect = vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
      // The Service menu sits at the right edge: its flyouts would end past the window.
      const right = this.tagName === 'UL' && this.closest('.topItem')?.textContent?.startsWith('Service') ? 1200 : 300;
      return { right, left: right - 220, top: 0, bottom: 100, width: 220, height: 100, x: right - 220, y: 0, toJSON: () => ({}) } as DOMRect;
    });
    await user.click(toggle('Shop Parts'));
    expect(document.getElementById(toggle('Shop Parts').getAttribute('aria-controls')!)).not.toHaveAttribute('data-flip');
    await user.click(toggle('Service'));
    await user.click(toggle('Repairs'));
    const flyout = document.getElementById(toggle('Repairs').getAttribute('aria-controls')!)!;
    expect(flyout).toHaveAttribute('data-flip', 'left');
    expect(within(flyout).getByRole('link', { name: 'Brake Service' })).toBeVisible();
    rect.mockRestore();
  });
});

describe('hero-nav, under 768 px', () => {
  it('opens with Menu and walks one level at a time with Back buttons', async () => {
    setWidth(500);
    const user = userEvent.setup();
    mount();
    const menu = within(nav()).getByRole('button', { name: 'Menu' });
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('button', { name: 'Shop Parts submenu' })).not.toBeInTheDocument();
    await user.click(menu);
    expect(menu).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('button', { name: 'Shop Parts submenu' }));
    // Only the second level shows now, with Back and a link to Shop Parts itself.
    expect(screen.getByRole('button', { name: 'Back' })).toHaveFocus();
    expect(screen.getByRole('link', { name: 'Shop Parts' })).toHaveAttribute('href', '/index.php?route=product/category');
    expect(screen.queryByRole('link', { name: 'Deals' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Brakes submenu' }));
    expect(screen.getByRole('link', { name: 'Brake Caliper' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Suspension submenu' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('button', { name: 'Brakes submenu' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('button', { name: 'Shop Parts submenu' })).toHaveFocus();
    expect(screen.getByRole('link', { name: 'Deals' })).toBeVisible();
  });

  it('closes with Escape and puts focus back on Menu', async () => {
    setWidth(375);
    const user = userEvent.setup();
    mount();
    await user.click(within(nav()).getByRole('button', { name: 'Menu' }));
    await user.click(screen.getByRole('button', { name: 'Brands submenu' }));
    await user.keyboard('{Escape}');
    expect(within(nav()).getByRole('button', { name: 'Menu' })).toHaveFocus();
    expect(within(nav()).getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
    // Opening again starts at the top level.
    await user.click(within(nav()).getByRole('button', { name: 'Menu' }));
    expect(screen.getByRole('link', { name: 'Blog' })).toBeVisible();
  });

  it('switches between the two layouts when the window is resized', () => {
    mount();
    expect(within(nav()).getByRole('button', { name: 'Shop Parts submenu' })).toBeInTheDocument();
    act(() => setWidth(767));
    expect(within(nav()).getByRole('button', { name: 'Menu' })).toBeInTheDocument();
    act(() => setWidth(768));
    expect(within(nav()).queryByRole('button', { name: 'Menu' })).not.toBeInTheDocument();
  });
});

describe('hero-nav props', () => {
  it('needs items, each with a title', () => {
    expect(() => mountWidget(widget, {})).toThrow(/items is required/);
    expect(() => mountWidget(widget, { items: [{ url: '/x' }] })).toThrow(/title/);
  });
});

describe('hero-nav: the store’s words', () => {
  it('names the submenu buttons with a text set in #pf-config', async () => {
    setConfig({ texts: { 'heroNav.submenu': 'Open {title}' } });
    mount();
    expect(await screen.findByRole('button', { name: `Open ${items.find((i) => i.children?.length)!.title}` })).toBeInTheDocument();
  });
});
