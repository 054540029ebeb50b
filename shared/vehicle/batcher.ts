import { validateFitment, type Facet, type FitmentPart, type PartRef } from '../api/ymm';
import { freshSessionReady } from '../runtime/freshSession';
import { firstRendersSettled } from '../runtime/firstRenders';
import { defaultPart, entryOf, fitmentKey, fitmentStore, setEntries } from './fitmentStore';

/**
 * Every fitment request made in the same tick goes out as ONE validateFitment call: the page's
 * placeholders mount one by one (each after its chunk loaded, their first renders in slices of a
 * few ms), so requests are collected for one frame and, while other first renders are still on
 * their way, until those are on screen too; then they are sent together. Placeholders whose
 * chunks arrive later form the next batch.
 * A part already answered or on its way is not asked again unless `force` (a re-check).
 */
export const BATCH_WINDOW_MS = 16;
const queue = new Map<string, PartRef>();
let timer: ReturnType<typeof setTimeout> | null = null;
let waiting: Array<() => void> = [];
const inFlight = new Map<string, Promise<void>>();

/** The re-check runs 1 second after a validation (spec 1 §4, §9). */
export const RECHECK_DELAY_MS = 1000;
let recheckTimer: ReturnType<typeof setTimeout> | null = null;

async function flush(): Promise<void> {
  timer = null;
  const parts = [...queue.values()];
  const done = waiting;
  queue.clear();
  waiting = [];
  if (parts.length === 0) return done.forEach((d) => d());
  setEntries(parts.map((p) => [p, { status: 'loading' }]));
  // A kiosk session's first page asks once the last visitor's vehicle is forgotten.
  const call = freshSessionReady()
    .then(() => validateFitment(parts))
    .then(
      (answers) => {
        const byKey = new Map(answers.map((a) => [fitmentKey(a), a] as const));
        // A part missing from the answer stays "maybe" (spec 4).
        setEntries(parts.map((p) => [p, { part: normalise(byKey.get(fitmentKey(p)), p), status: 'done' }]));
      },
      () => setEntries(parts.map((p) => [p, { status: 'error' }])),
    );
  for (const p of parts) inFlight.set(fitmentKey(p), call);
  await call;
  for (const p of parts) if (inFlight.get(fitmentKey(p)) === call) inFlight.delete(fitmentKey(p));
  done.forEach((d) => d());
}

const RESULTS = ['yes', 'universal', 'no', 'maybe', 'unknown'];

/** Tolerates a partial answer: unknown result words count as "maybe", missing fields as empty. */
function normalise(answer: Partial<FitmentPart> | undefined, ref: PartRef): FitmentPart {
  const base = defaultPart(ref);
  if (!answer) return base;
  return {
    ...base,
    label: answer.label ?? '',
    name: answer.name ?? '',
    notes: answer.notes ?? '',
    result: RESULTS.includes(answer.result as string) ? (answer.result as FitmentPart['result']) : 'maybe',
    choices: answer.choices && typeof answer.choices === 'object' && !Array.isArray(answer.choices) ? answer.choices : {},
  };
}

/**
 * Asks for the fitment of these parts in the next batch. Resolves once they are answered
 * (or failed: their entries then say `error` and the result stays "maybe").
 */
export function requestFitment(parts: PartRef[], { force = false }: { force?: boolean } = {}): Promise<void> {
  const pending: Promise<void>[] = [];
  let queued = false;
  for (const p of parts) {
    if (!p.aaia || !p.mpn) continue;
    const key = fitmentKey(p);
    const status = entryOf(p).status;
    if (!force && (status === 'done' || status === 'loading' || queue.has(key))) {
      const flying = inFlight.get(key);
      if (flying) pending.push(flying);
      else if (queue.has(key)) queued = true;
      continue;
    }
    queue.set(key, { aaia: p.aaia, mpn: p.mpn });
    queued = true;
  }
  if (queued) {
    pending.push(new Promise((resolve) => waiting.push(resolve)));
    timer ??= setTimeout(() => void firstRendersSettled().then(flush), BATCH_WINDOW_MS);
  }
  return Promise.all(pending).then(() => undefined);
}

/** Validates every part shown on the page again, in one batch, 1 second from now. */
export function scheduleRecheck(): Promise<void> {
  if (recheckTimer) clearTimeout(recheckTimer);
  return new Promise((resolve) => {
    recheckTimer = setTimeout(() => {
      recheckTimer = null;
      const all = Object.values(fitmentStore.getState().entries).map((e) => ({ aaia: e.part.aaia, mpn: e.part.mpn }));
      void requestFitment(all, { force: true }).then(resolve);
    }, RECHECK_DELAY_MS);
  });
}

/**
 * A choice the shopper picked to refine a "maybe" part: ONE validateFitment for every part on the
 * page with `add` set to the new facet, which the store saves before it answers. The answers
 * replace the page's results at once, and the usual re-check follows 1 second later. Throws
 * when the store refused or the call failed (the results then stay as they were).
 */
export async function validateWithChoice(facet: Facet): Promise<void> {
  const parts = Object.values(fitmentStore.getState().entries).map((e) => ({ aaia: e.part.aaia, mpn: e.part.mpn }));
  if (parts.length === 0) return;
  const answers = await validateFitment(parts, { add: facet });
  const byKey = new Map(answers.map((a) => [fitmentKey(a), a] as const));
  setEntries(parts.map((p) => [p, { part: normalise(byKey.get(fitmentKey(p)), p), status: 'done' }]));
}

/** Retries the parts whose last validation failed. */
export function retryFailed(): Promise<void> {
  const failed = Object.values(fitmentStore.getState().entries).filter((e) => e.status === 'error');
  return requestFitment(failed.map((e) => e.part), { force: true });
}

export function resetBatcher(): void {
  if (timer) clearTimeout(timer);
  if (recheckTimer) clearTimeout(recheckTimer);
  timer = null;
  recheckTimer = null;
  queue.clear();
  inFlight.clear();
  waiting = [];
}
