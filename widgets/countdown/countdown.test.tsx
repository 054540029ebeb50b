import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import widget from './index';
import { mountWidget, setConfig } from '../../tests/utils/widget';
import { announcement, split } from './time';

const clock = () => screen.getByRole('timer', { name: 'Time remaining' });
const live = () => document.querySelector('[aria-live="polite"]')!;
const tick = (seconds: number) => act(() => vi.advanceTimersByTimeAsync(seconds * 1000));

beforeEach(() => {
  // Each test is a new browser session: no clock already running. (Before the fake timers:
  // jsdom announces a storage change with a timer.)
  sessionStorage.clear();
  vi.useFakeTimers({ shouldAdvanceTime: false });
});
afterEach(() => vi.useRealTimers());

describe('countdown', () => {
  it('shows days, hours, minutes and seconds from one day up, and ticks every second', async () => {
    // 1 day 2 h 3 min 4 s
    mountWidget(widget, { diff: '93784' });
    expect(clock()).toHaveTextContent('01 Day 02 Hours 03 Minutes 04 Seconds');
    await tick(1);
    expect(clock()).toHaveTextContent('01 Day 02 Hours 03 Minutes 03 Seconds');
    await tick(5);
    expect(clock()).toHaveTextContent('01 Day 02 Hours 02 Minutes 58 Seconds');
  });

  it('hides the days group under 86400 s', async () => {
    mountWidget(widget, { diff: '86401' });
    expect(clock()).toHaveTextContent('01 Day 00 Hours 00 Minutes 01 Seconds');
    await tick(1);
    expect(clock()).toHaveTextContent('01 Day 00 Hours 00 Minutes 00 Seconds');
    await tick(1);
    expect(clock()).not.toHaveTextContent(/Day/);
    expect(clock()).toHaveTextContent('23 Hours 59 Minutes 59 Seconds');
  });

  it('stops at zeros', async () => {
    mountWidget(widget, { diff: '3' });
    await tick(3);
    expect(clock()).toHaveTextContent('00 Hours 00 Minutes 00 Seconds');
    expect(live()).toHaveTextContent('Time is up');
    expect(vi.getTimerCount()).toBe(0);
    await tick(10);
    expect(clock()).toHaveTextContent('00 Hours 00 Minutes 00 Seconds');
  });

  it('announces the time left at most once a minute', async () => {
    mountWidget(widget, { diff: '125' });
    const seen: string[] = [live().textContent!];
    for (let i = 0; i < 125; i++) {
      await tick(1);
      if (live().textContent !== seen[seen.length - 1]) seen.push(live().textContent!);
    }
    expect(seen).toEqual(['2 minutes remaining', '1 minute remaining', 'Less than a minute remaining', 'Time is up']);
  });

  it('does not start without a diff and keeps the server-rendered content', async () => {
    mountWidget(widget, {}, '<strong>Sale ends Friday</strong>');
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    expect(screen.getByText('Sale ends Friday')).toBeInTheDocument();
    expect(vi.getTimerCount()).toBe(0);
    mountWidget(widget, { diff: '' });
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
  });

  it("keeps the theme's own content as the page parsed it, not a copy read again through a sanitiser", async () => {
    const { el, unmount } = mountWidget(widget, {}, '<a href="/sale">Sale ends Friday</a>');
    const shown = screen.getByRole('link', { name: 'Sale ends Friday' });
    unmount();
    await Promise.resolve();
    expect(el.querySelector('a')).toBe(shown);
  });

  it('treats a negative diff as zero and uses data-label as the name', () => {
    mountWidget(widget, { diff: '-20', label: 'Sale ends in' });
    expect(screen.getByRole('timer', { name: 'Sale ends in' })).toHaveTextContent('00 Hours 00 Minutes 00 Seconds');
  });

  it('rejects a non-numeric diff', () => {
    expect(() => mountWidget(widget, { diff: 'soon' })).toThrow(/data-diff must be a number of seconds/);
  });

  it('keeps its end for the session: a reload continues the clock instead of starting over', async () => {
    const first = mountWidget(widget, { diff: '3600', label: 'Sale ends in' });
    expect(within(first.el).getByRole('timer', { name: 'Sale ends in' })).toHaveTextContent('01 Hours 00 Minutes 00 Seconds');
    await tick(10 * 60);
    first.unmount();
    // The page is loaded again, its HTML still saying diff 3600: ten minutes have gone.
    const again = mountWidget(widget, { diff: '3600', label: 'Sale ends in' });
    expect(within(again.el).getByRole('timer', { name: 'Sale ends in' })).toHaveTextContent('00 Hours 50 Minutes 00 Seconds');
    again.unmount();
    // Another clock (other label or diff, e.g. a store writing the seconds left) starts on its own.
    const other = mountWidget(widget, { diff: '1800', label: 'Sale ends in' });
    expect(within(other.el).getByRole('timer', { name: 'Sale ends in' })).toHaveTextContent('00 Hours 30 Minutes 00 Seconds');
  });

  it('stops ticking when unmounted', async () => {
    const { unmount } = mountWidget(widget, { diff: '600' });
    // jsdom's storage event for the kept end goes first.
    await tick(0);
    expect(vi.getTimerCount()).toBe(1);
    unmount();
    await tick(0);
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('countdown time helpers', () => {
  it('splits seconds into parts', () => {
    expect(split(3 * 86400 + 5 * 3600 + 7 * 60 + 9)).toEqual({ days: 3, hours: 5, minutes: 7, seconds: 9 });
    expect(split(-5)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
  });
  it('writes the announcement with minute precision', () => {
    expect(announcement(90061)).toBe('1 day 1 hour 1 minute remaining');
    expect(announcement(7200)).toBe('2 hours remaining');
  });
});

describe('countdown: the store’s words', () => {
  it('writes a unit with a text set in #pf-config', async () => {
    setConfig({ texts: { 'countdown.seconds': { other: 'Secs' } } });
    mountWidget(widget, { diff: '93784' });
    // The clock's timers are fake here: the store's words arrive as the page's texts load.
    await tick(1);
    expect(screen.getByText('Secs')).toBeInTheDocument();
  });
});
