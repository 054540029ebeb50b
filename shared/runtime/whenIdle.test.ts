import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenIdle } from './whenIdle';

describe('whenIdle', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('runs the work only after the page has loaded, once the browser is idle', () => {
    vi.useFakeTimers();
    const state = vi.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');
    const work = vi.fn();
    whenIdle(work);
    vi.advanceTimersByTime(5000);
    expect(work).not.toHaveBeenCalled();
    state.mockReturnValue('complete');
    window.dispatchEvent(new Event('load'));
    expect(work).not.toHaveBeenCalled();
    vi.advanceTimersByTime(200);
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('does nothing once cancelled, before the load or after it', () => {
    vi.useFakeTimers();
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('complete');
    const work = vi.fn();
    whenIdle(work)();
    vi.advanceTimersByTime(5000);
    expect(work).not.toHaveBeenCalled();
  });
});
