import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import widget from './index';
import { mountWidget, setConfig } from '../../tests/utils/widget';
import { banners } from '../../mocks/db/content';

const all = banners();
/** 0: titled with a CTA; 2: untitled with a CTA; 3: titled, opens in a new tab. */
const [brakeWeek, batteries, wipers, gates] = all;

afterEach(() => vi.useRealTimers());

const region = () => screen.getByRole('region', { name: 'Promotions' });
const slides = () => within(region()).getAllByRole('group', { hidden: true });
const currentSlide = () => slides().find((s) => s.getAttribute('aria-hidden') !== 'true')!;

describe('banner', () => {
  it('writes the title and subtitle over the picture when show_banner_title is on, with the call to action', () => {
    mountWidget(widget, { banners: [brakeWeek] });
    expect(within(region()).getByText(brakeWeek.title)).toBeVisible();
    expect(within(region()).getByText(brakeWeek.subtitle)).toBeVisible();
    expect(within(region()).getByRole('link', { name: 'Shop Brakes' })).toHaveAttribute('href', '/index.php?route=product/category&path=20');
    // The title says it: the picture itself is decorative.
    expect(region().querySelector('img')).toHaveAttribute('alt', '');
  });

  it('uses the title as the picture’s text when the title is not shown', () => {
    mountWidget(widget, { banners: [wipers] });
    expect(within(region()).queryByText(wipers.subtitle)).not.toBeInTheDocument();
    expect(within(region()).getByRole('img', { name: wipers.title })).toBeInTheDocument();
    expect(within(region()).getByRole('link', { name: 'Shop Wipers' })).toBeInTheDocument();
  });

  it('makes the whole banner the link when there is no link text', () => {
    mountWidget(widget, { banners: [{ ...wipers, link_text: '' }] });
    const link = within(region()).getByRole('link', { name: wipers.title });
    expect(link).toContainElement(region().querySelector('img'));
  });

  it('opens in a new tab when open_in_new_tab is set, and says so', () => {
    mountWidget(widget, { banners: [gates] });
    const link = within(region()).getByRole('link', { name: /Visit Gates/ });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link).toHaveTextContent('(opens in a new tab)');
    mountWidget(widget, { banners: [{ ...brakeWeek, open_in_new_tab: '0' }], label: 'Second' });
    expect(within(screen.getByRole('region', { name: 'Second' })).getByRole('link', { name: 'Shop Brakes' })).not.toHaveAttribute('target');
  });

  it('takes the mobile image below 768 px, loads lazily and reserves its size', () => {
    mountWidget(widget, { banners: [brakeWeek], width: 1600, height: 500, mobileWidth: 800, mobileHeight: 800 });
    const source = region().querySelector('picture source')!;
    expect(source).toHaveAttribute('media', '(max-width: 767px)');
    expect(source).toHaveAttribute('srcset', brakeWeek.mobile_image);
    expect(source).toHaveAttribute('width', '800');
    expect(source).toHaveAttribute('height', '800');
    const img = region().querySelector('img')!;
    expect(img).toHaveAttribute('src', brakeWeek.image);
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('width', '1600');
    expect(img).toHaveAttribute('height', '500');
  });

  it('moves on every `speed` seconds', async () => {
    vi.useFakeTimers();
    mountWidget(widget, { banners: all, speed: '2' });
    expect(region()).toHaveAttribute('aria-roledescription', 'carousel');
    expect(currentSlide()).toHaveAccessibleName('1 of 4');
    await act(() => vi.advanceTimersByTimeAsync(1990));
    expect(currentSlide()).toHaveAccessibleName('1 of 4');
    await act(() => vi.advanceTimersByTimeAsync(10));
    expect(currentSlide()).toHaveAccessibleName('2 of 4');
    expect(within(currentSlide()).getByText(batteries.title)).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(6000));
    expect(currentSlide()).toHaveAccessibleName('1 of 4');
  });

  it('holds still while hovered or paused, and with speed 0', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    mountWidget(widget, { banners: all, speed: 5 });
    await user.hover(region());
    await act(() => vi.advanceTimersByTimeAsync(11000));
    expect(currentSlide()).toHaveAccessibleName('1 of 4');
    await user.unhover(region());
    await user.click(within(region()).getByRole('button', { name: 'Pause slides' }));
    await user.unhover(region());
    (document.activeElement as HTMLElement).blur();
    await act(() => vi.advanceTimersByTimeAsync(11000));
    expect(currentSlide()).toHaveAccessibleName('1 of 4');
    expect(within(region()).getByRole('button', { name: 'Play slides' })).toBeInTheDocument();
  });

  it('does not rotate with speed 0, and has no pause button then', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    mountWidget(widget, { banners: all, speed: 0 });
    await act(() => vi.advanceTimersByTimeAsync(30000));
    expect(currentSlide()).toHaveAccessibleName('1 of 4');
    expect(within(region()).queryByRole('button', { name: /slides$/ })).not.toBeInTheDocument();
  });

  it('moves by hand with Previous, Next and the slide buttons; hidden slides cannot be reached', async () => {
    const user = userEvent.setup();
    mountWidget(widget, { banners: all, speed: 0 });
    await user.click(within(region()).getByRole('button', { name: 'Previous slide' }));
    expect(currentSlide()).toHaveAccessibleName('4 of 4');
    await user.click(within(region()).getByRole('button', { name: 'Next slide' }));
    expect(currentSlide()).toHaveAccessibleName('1 of 4');
    await user.click(within(region()).getByRole('button', { name: `Show slide 3: ${wipers.title}` }));
    expect(currentSlide()).toHaveAccessibleName('3 of 4');
    expect(within(region()).getByRole('button', { name: `Show slide 3: ${wipers.title}` })).toHaveAttribute('aria-current', 'true');
    // Only the current slide's links are exposed.
    expect(within(region()).getAllByRole('link').map((a) => a.textContent)).toEqual(['Shop Wipers']);
  });

  it('rejects props without banners or with a speed that is not a number', () => {
    expect(() => mountWidget(widget, {})).toThrow(/banners is required/);
    expect(() => mountWidget(widget, { banners: [] })).toThrow(/at least one banner/);
    expect(() => mountWidget(widget, { banners: [brakeWeek], speed: 'fast' })).toThrow(/speed must be a number of seconds/);
    expect(() => mountWidget(widget, { banners: [{ title: 'No image' }] })).toThrow(/each banner needs an image/);
  });
});

describe('banner: the store’s words', () => {
  it('names the carousel’s Next button with a text set in #pf-config', async () => {
    setConfig({ texts: { 'banner.next': 'Forward' } });
    mountWidget(widget, { banners: [brakeWeek, batteries] });
    expect(await screen.findByRole('button', { name: 'Forward' })).toBeInTheDocument();
  });
});
