import { getSettings } from '../config/settings';

/**
 * Messages between the tabs of one store in this browser: a BroadcastChannel, or where there is
 * none (older Safari, some embedded browsers) the `storage` event of a localStorage key, which
 * every other tab of the origin hears. The channel is named by the store's base URL, so two
 * stores on one origin do not hear each other. A tab never hears its own messages.
 */
export interface TabChannel {
  post(message: TabMessage): void;
  close(): void;
}
export type TabMessage = { type: string; tab: string };

/** This tab's id: tells a tab's own storage writes and other tabs' apart in the messages. */
export const THIS_TAB = Math.random().toString(36).slice(2);

export function tabChannel(topic: string, hear: (message: TabMessage) => void): TabChannel {
  const name = `pf-${topic}:${getSettings().baseUrl || location.origin}`;
  const take = (data: unknown) => {
    const m = data as TabMessage | null;
    if (m && typeof m.type == 'string' && m.tab !== THIS_TAB) hear(m);
  };
  if (typeof BroadcastChannel == 'function') {
    const channel = new BroadcastChannel(name);
    channel.onmessage = (e) => take(e.data);
    return { post: (m) => channel.postMessage(m), close: () => channel.close() };
  }
  const onStorage = (e: StorageEvent) => {
    if (e.key !== name || !e.newValue) return;
    try {
      take(JSON.parse(e.newValue));
    } catch {
      // Another script's value under our key: not a message.
    }
  };
  window.addEventListener('storage', onStorage);
  return {
    post(m) {
      try {
        // A fresh value each time (`at`): the storage event fires only when the value changes.
        localStorage.setItem(name, JSON.stringify({ ...m, at: Date.now() + Math.random() }));
      } catch {
        // Storage refused (private mode, quota): the other tabs catch up when they come to the front.
      }
    },
    close: () => window.removeEventListener('storage', onStorage),
  };
}
