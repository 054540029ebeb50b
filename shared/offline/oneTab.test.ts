import { afterEach, describe, expect, it, vi } from 'vitest';
import { oneTabAtATime } from './oneTab';

/** jsdom has no Web Locks: each test gives the page the browser's answer it is about. */
const withLocks = (locks: unknown) => Object.defineProperty(navigator, 'locks', { configurable: true, get: () => locks });

describe('one tab at a time replays', () => {
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'locks');
  });

  it('replays holding the lock when the browser grants it', async () => {
    const request = vi.fn((_name: string, _opts: unknown, run: (lock: unknown) => Promise<void>) => run({}));
    withLocks({ request });
    const replay = vi.fn(async () => undefined);
    await oneTabAtATime(replay);
    expect(request).toHaveBeenCalledTimes(1);
    expect(replay).toHaveBeenCalledExactlyOnceWith(false);
  });

  it('replays on its own, once, where the browser refuses the locks (a storage-blocked frame)', async () => {
    withLocks({ request: vi.fn(() => Promise.reject(new DOMException('The request was denied.', 'SecurityError'))) });
    const replay = vi.fn(async () => undefined);
    await oneTabAtATime(replay);
    expect(replay).toHaveBeenCalledExactlyOnceWith(false);
  });

  it('does not replay again when the replay itself fails under the lock', async () => {
    withLocks({ request: vi.fn((_name: string, _opts: unknown, run: (lock: unknown) => Promise<void>) => run({})) });
    const replay = vi.fn(() => Promise.reject(new Error('The store did not answer.')));
    await expect(oneTabAtATime(replay)).rejects.toThrow('The store did not answer.');
    expect(replay).toHaveBeenCalledTimes(1);
  });
});
