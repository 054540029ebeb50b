/** Placeholder seed: the mock-store data lands here (catalogue, vehicles, fitment, locations, cart). */
export interface MockDb {
  [collection: string]: unknown;
}

export function createDb(): MockDb {
  return {};
}
