import { lendLocalStorage } from './tabStorage';

/**
 * Imported first by every preview page, before anything that loads MSW (see lendLocalStorage);
 * boot() gives the storage back once the mock store has started.
 */
export const returnLocalStorage = lendLocalStorage();
