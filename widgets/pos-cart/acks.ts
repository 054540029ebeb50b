import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';
import { readStored, writeStored } from '../../shared/runtime/storage';

/**
 * Acknowledgements of lines that do not fit the cart's vehicle: kept per line and vehicle (a
 * new vehicle asks again), across reloads of the POS cart page.
 */
const KEY = 'pos-cart-fit-acks';

export const ackKey = (lineKey: string, vehicle: string) => `${vehicle}|${lineKey}`;

export const fitAcks = createStore<{ acks: Record<string, true> }>(() => ({ acks: readStored<Record<string, true>>(KEY, {}) }));

export function setAck(key: string, on: boolean): void {
  const acks = { ...fitAcks.getState().acks };
  if (on) acks[key] = true;
  else delete acks[key];
  fitAcks.setState({ acks });
  writeStored(KEY, acks);
}

export const useAck = (key: string): boolean => useStore(fitAcks, (s) => !!s.acks[key]);

/** Tests: forget every acknowledgement. */
export function resetAcks(): void {
  fitAcks.setState({ acks: {} });
  writeStored(KEY, {});
}
