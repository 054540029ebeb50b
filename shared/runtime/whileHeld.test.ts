import { describe, expect, it, vi } from 'vitest';
import { whileHeld } from './whileHeld';

describe('whileHeld', () => {
  it('starts with the first holder and stops when the last lets go', () => {
    const stop = vi.fn();
    const start = vi.fn(() => stop);
    const thing = whileHeld(start);
    expect(thing.held()).toBe(false);
    const first = thing.hold();
    const second = thing.hold();
    expect(start).toHaveBeenCalledTimes(1);
    expect(thing.held()).toBe(true);
    first();
    expect(stop).not.toHaveBeenCalled();
    second();
    expect(stop).toHaveBeenCalledTimes(1);
    expect(thing.held()).toBe(false);
  });

  it('counts a release once, however often it is called, so one holder cannot stop it under another', () => {
    const stop = vi.fn();
    const thing = whileHeld(() => stop);
    const first = thing.hold();
    const second = thing.hold();
    first();
    first();
    expect(stop).not.toHaveBeenCalled();
    expect(thing.held()).toBe(true);
    second();
    expect(stop).toHaveBeenCalledTimes(1);
  });

  it('counts the first holder before starting, and starts again for a holder after the last let go', () => {
    const seen: boolean[] = [];
    const thing = whileHeld(() => {
      seen.push(thing.held());
      return () => undefined;
    });
    thing.hold()();
    thing.hold();
    expect(seen).toEqual([true, true]);
  });
});
