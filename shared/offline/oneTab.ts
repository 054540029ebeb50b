import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';
import { tabChannel, THIS_TAB } from '../runtime/tabs';
import { offlineTexts } from './texts';

/**
 * A register open in several tabs of one browser shares one outbox in IndexedDB. Two rules keep a
 * waiting change from reaching the store twice:
 * - only one tab at a time replays (the Web Locks API, `navigator.locks`, across the tabs of the
 *   origin); a tab that had to wait for another one reads the store's cart first and sends only
 *   what it still lacks, as after a dropped answer;
 * - each tab knows the others are open, and the POS cart says so (T_OTHER_TAB).
 */
export const REPLAY_LOCK = 'pf-register-replay';
export const T_OTHER_TAB = offlineTexts.en.otherTab;

type Locks = { request(name: string, options: { ifAvailable: true }, run: (lock: unknown) => Promise<void>): Promise<void>; request(name: string, run: () => Promise<void>): Promise<void> };

/** Runs `replay` holding the register's replay lock; `waited` says another tab held it first. */
export function oneTabAtATime(replay: (waited: boolean) => Promise<void>): Promise<void> {
  const locks = (navigator as Navigator & { locks?: Locks }).locks;
  if (!locks?.request) return replay(false);
  let started = false;
  const run = (waited: boolean) => {
    started = true;
    return replay(waited);
  };
  return locks.request(REPLAY_LOCK, { ifAvailable: true }, (lock) => (lock ? run(false) : locks.request(REPLAY_LOCK, () => run(true)))).catch((error: unknown) => {
    // A page framed cross-site with storage blocked is refused the locks too ("SecurityError:
    // The request was denied."); its changes are kept in this tab's memory only, which no other
    // tab shares, so it replays on its own. A failure of the replay itself stays a failure.
    if (started) throw error;
    return replay(false);
  });
}

/** The other tabs of this register that are open now (by their ids). */
export const otherTabs = createStore<{ open: string[] }>(() => ({ open: [] }));
export const useOtherTabsOpen = (): boolean => useStore(otherTabs, (s) => s.open.length > 0);

/** While the POS cart is on the page: says "here" to the register's other tabs and hears theirs. Returns the function that leaves. */
export function joinRegister(): () => void {
  const set = (tab: string, here: boolean) => {
    const open = otherTabs.getState().open.filter((t) => t !== tab);
    otherTabs.setState({ open: here ? [...open, tab] : open });
  };
  const channel = tabChannel('register', (m) => {
    if (m.type === 'hello') channel.post({ type: 'here', tab: THIS_TAB });
    set(m.tab, m.type !== 'bye');
  });
  channel.post({ type: 'hello', tab: THIS_TAB });
  const leave = () => channel.post({ type: 'bye', tab: THIS_TAB });
  window.addEventListener('pagehide', leave);
  return () => {
    window.removeEventListener('pagehide', leave);
    leave();
    channel.close();
    otherTabs.setState({ open: [] });
  };
}
