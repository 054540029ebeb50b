import { useEffect, useId } from 'react';
import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';
import { fitmentStore } from './fitmentStore';
import { loadVehicle } from './loadVehicle';
import { retryFailed } from './batcher';

/**
 * One notice per page for a fitment problem: when the vehicle could not be read or a validation
 * failed, a listing of 15 badges shows ONE "Fitment could not be checked." with one Retry (in
 * the first badge on the page), and the badges stay quiet. The Retry reads the vehicle again and
 * re-validates the parts whose check failed.
 */
interface PageNoticeState {
  /** Badge ids in mount order; the first one shows the notice. */
  badges: string[];
  /** getVehicle failed (the badges cannot tell "Select Vehicle" from "Verify Fitment"). */
  vehicleFailed: boolean;
}

export const pageNoticeStore = createStore<PageNoticeState>(() => ({ badges: [], vehicleFailed: false }));

export const setVehicleFailed = (vehicleFailed: boolean): void => {
  if (pageNoticeStore.getState().vehicleFailed !== vehicleFailed) pageNoticeStore.setState({ vehicleFailed });
};

/** True for the one badge that shows the page's notice, while there is a problem to show. */
export function usePageNoticeOwner(): { owner: boolean; problem: boolean } {
  const id = useId();
  useEffect(() => {
    pageNoticeStore.setState((s) => ({ badges: [...s.badges, id] }));
    return () => pageNoticeStore.setState((s) => ({ badges: s.badges.filter((b) => b !== id) }));
  }, [id]);
  const owner = useStore(pageNoticeStore, (s) => s.badges[0] === id);
  const vehicleFailed = useStore(pageNoticeStore, (s) => s.vehicleFailed);
  const fitmentFailed = useStore(fitmentStore, (s) => Object.values(s.entries).some((e) => e.status === 'error'));
  return { owner, problem: vehicleFailed || fitmentFailed };
}

/** The notice's Retry: the vehicle (when its read failed) and every failed validation, again. */
export async function retryPage(): Promise<void> {
  const again: Promise<unknown>[] = [retryFailed()];
  if (pageNoticeStore.getState().vehicleFailed) {
    again.push(
      loadVehicle({ force: true }).then(
        () => setVehicleFailed(false),
        () => setVehicleFailed(true),
      ),
    );
  }
  await Promise.all(again);
}

export function resetPageNotice(): void {
  pageNoticeStore.setState(pageNoticeStore.getInitialState(), true);
}
