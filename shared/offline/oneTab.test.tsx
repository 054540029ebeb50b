import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { OfflineBanner } from './OfflineBanner';
import { joinRegister, oneTabAtATime, REPLAY_LOCK, T_OTHER_TAB } from './oneTab';
import { eventually } from '../../tests/utils/wait';

/** "The other tab" is a BroadcastChannel of the name another tab of the register opens. */
const otherTab = () => new BroadcastChannel(`pf-register:${location.origin}`);

/** The Web Locks API as Chromium behaves: one holder per name, the others queued in order (jsdom has none). */
function fakeLocks() {
  const held = new Set<string>();
  const queue: Array<() => void> = [];
  const locks = {
    async request(name: string, a: unknown, b?: unknown) {
      const options = (typeof a == 'function' ? {} : a) as { ifAvailable?: boolean };
      const run = (typeof a == 'function' ? a : b) as (lock: unknown) => Promise<void>;
      if (held.has(name) && options.ifAvailable) return run(null);
      while (held.has(name)) await new Promise<void>((r) => queue.push(r));
      held.add(name);
      try {
        return await run({ name });
      } finally {
        held.delete(name);
        queue.shift()?.();
      }
    },
  };
  vi.stubGlobal('navigator', Object.assign(Object.create(navigator), { locks }));
  return locks;
}

afterEach(() => vi.unstubAllGlobals());

describe('a register open in two tabs', () => {
  it('says so in both while both are open', async () => {
    render(<OfflineBanner works="Still working" />);
    const other = otherTab();
    const heard = vi.fn();
    other.onmessage = (e) => heard(e.data.type);
    const leave = joinRegister();
    // This tab says hello; the other one answers that it is there.
    await eventually(() => expect(heard).toHaveBeenCalledWith('hello'));
    expect(screen.queryByText(T_OTHER_TAB)).not.toBeInTheDocument();
    other.postMessage({ type: 'here', tab: 'other' });
    expect(await screen.findByText(T_OTHER_TAB)).toBeInTheDocument();
    // A tab opened later says hello: this one answers, so the new tab says so too.
    other.postMessage({ type: 'hello', tab: 'third' });
    await eventually(() => expect(heard).toHaveBeenCalledWith('here'));
    other.postMessage({ type: 'bye', tab: 'other' });
    other.postMessage({ type: 'bye', tab: 'third' });
    await eventually(() => expect(screen.queryByText(T_OTHER_TAB)).not.toBeInTheDocument());
    act(() => leave());
    await eventually(() => expect(heard).toHaveBeenCalledWith('bye'));
    other.close();
  });

  it('replays in one tab at a time, and a tab that waited knows it', async () => {
    const locks = fakeLocks();
    let release!: () => void;
    // Another tab holds the lock while it replays.
    const otherReplay = locks.request(REPLAY_LOCK, () => new Promise<void>((r) => (release = r)));
    const replay = vi.fn(async (waited: boolean) => void waited);
    const mine = oneTabAtATime(replay);
    await Promise.resolve();
    expect(replay).not.toHaveBeenCalled();
    release();
    await Promise.all([otherReplay, mine]);
    expect(replay).toHaveBeenCalledExactlyOnceWith(true);
    // Nobody holding it: this tab replays at once, as the first one.
    await oneTabAtATime(replay);
    expect(replay).toHaveBeenLastCalledWith(false);
  });

  it('replays at once where the browser has no Web Locks', async () => {
    const replay = vi.fn(async () => undefined);
    await oneTabAtATime(replay);
    expect(replay).toHaveBeenCalledExactlyOnceWith(false);
  });
});
