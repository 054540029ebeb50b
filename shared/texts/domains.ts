/**
 * Every catalog's domain. An override whose key names none of these is reported at once; one in a
 * known domain is checked against its keys when that catalog's chunk loads (a page holds only the
 * catalogs of its widgets). tests/unit/texts-docs.test.ts keeps this list equal to the catalogs.
 */
export const DOMAINS = [
  'ui',
  'product',
  'vehicle',
  'cartPopout',
  'cart',
  'runtime',
  'select',
  'offline',
  'api',
  'cartLine',
] as const;
