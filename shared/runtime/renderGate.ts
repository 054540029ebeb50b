/**
 * What a widget's first render waits for, when a part of the page asks for it: the texts kit sets
 * its gate as it loads (shared/texts/ready.ts: the store's own words before a first render). Kept
 * here, not in the texts kit, so a page whose widgets show no texts carries none of it.
 */
type Gate = () => Promise<void> | null;

let gate: Gate | null = null;

export function setRenderGate(next: Gate): void {
  gate = next;
}

/** Null: render now; else render once the promise settles (it never rejects). */
export const renderGate = (): Promise<void> | null => gate?.() ?? null;
