/**
 * The mock store's fault switch, for the preview and the tests: added latency, a random error
 * rate, and named routes that always fail (with a 500 HTML page, a network error or a
 * truncated JSON body). The preview persists it in localStorage (`pf-mock-faults`).
 */
export type FaultKind = 'http500' | 'network' | 'malformed';

export interface Faults {
  latencyMs: number;
  /** 0..1: share of calls that fail with a 500. */
  errorRate: number;
  /** Route path (e.g. `checkout/cart/edit`) → how it fails. */
  failing: Record<string, FaultKind>;
  /**
   * The network between the register and the store is down: every route answers with a network
   * error (no answer at all). The preview's mock store answers inside the tab (a service worker),
   * where the browser's own offline switch may not reach it; this is the store dropping away.
   */
  offline?: boolean;
}

export const faults: Faults = { latencyMs: 0, errorRate: 0, failing: {}, offline: false };

export function setFaults(next: Partial<Faults>): void {
  Object.assign(faults, { latencyMs: 0, errorRate: 0, failing: {}, offline: false }, next);
}

export function resetFaults(): void {
  setFaults({});
}
