/**
 * ONE stateful in-memory fake store, shared by every handler. Seed data is deterministic
 * (a seeded generator, no Date.now or Math.random), so tests and the preview see the same store.
 * `resetDb()` puts it back to the seed (each test starts from it).
 */
import { createDb, type MockDb } from './seed';

export type { MockDb };
export const db: MockDb = createDb();

/** Bumped by every `resetDb`: the store a request was sent to (see mocks/router.ts). */
let generation = 0;
export const dbGeneration = (): number => generation;

export function resetDb(): void {
  generation++;
  const fresh = createDb();
  for (const key of Object.keys(db) as Array<keyof MockDb>) delete db[key];
  Object.assign(db, fresh);
}
