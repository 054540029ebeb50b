import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterPaint } from './afterPaint';

describe('afterPaint', () => {
  afterEach(() => vi.useRealTimers());

  it('waits for the next frame, then a task', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame'] });
    let done = false;
    void afterPaint().then(() => (done = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(done).toBe(false);
    // A frame (16 ms with fake timers), then the task after it.
    await vi.advanceTimersByTimeAsync(17);
    expect(done).toBe(true);
  });

  it('does not wait more than 100 ms when no frame comes (a hidden tab)', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    vi.stubGlobal('requestAnimationFrame', () => 0);
    let done = false;
    void afterPaint().then(() => (done = true));
    await vi.advanceTimersByTimeAsync(99);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toBe(true);
    vi.unstubAllGlobals();
  });
});
