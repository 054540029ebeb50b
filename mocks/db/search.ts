/**
 * The mock store's hosted search (Algolia) index, built from the catalogue: three indexes —
 * parts, categories and brands — under the names in `MOCK_SEARCH` (the preview's `#pf-config`
 * uses them). Queries are matched word by word (the last word as a prefix), like Algolia's
 * prefix search. `queryID` is a deterministic hash of the query count, index and text.
 */
import type { Product } from './records';
import { catalog } from './catalog';

let products: Product[] | null = null;

/** The catalogue the index is built from (read-only, so built once). */
export function catalogueProducts(): Product[] {
  products ??= catalog().map((item) => item.product);
  return products;
}

export const MOCK_SEARCH = {
  appId: 'PFMOCKAPP',
  apiKey: 'pf-mock-search-only-key',
  indexes: { products: 'pf_products', categories: 'pf_categories', brands: 'pf_brands' },
} as const;

export interface MockHit {
  objectID: string;
  slug: string;
  name: string;
  image?: string;
  [field: string]: unknown;
}

interface Indexed {
  hit: MockHit;
  /** Lower-case words the query is matched against. */
  words: string[];
}

export interface SearchState {
  /** Queries answered so far (feeds the queryID). */
  queries: number;
  /** Click and conversion events Insights accepted, in order. */
  events: InsightsEvent[];
}

/** One accepted Insights event (`POST https://insights.algolia.io/1/events`). */
export interface InsightsEvent {
  eventType: 'click' | 'conversion' | 'view';
  eventName: string;
  index: string;
  userToken: string;
  queryID?: string;
  objectIDs: string[];
  positions?: number[];
}

export const createSearchState = (): SearchState => ({ queries: 0, events: [] });

const wordsOf = (...texts: unknown[]) =>
  texts
    .filter((t) => t !== undefined && t !== null)
    .join(' ')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);

const slugify = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

function buildIndexes(products: Product[]): Record<string, Indexed[]> {
  const parts: Indexed[] = products.map((p) => ({
    hit: {
      objectID: String(p.product_id),
      slug: (p.links?.view ?? `/product/${p.product_id}`).replace(/^\//, ''),
      name: p.name,
      image: p.thumbnails?.primary,
      product_id: p.product_id,
      manufacturer: p.manufacturer,
      part_number: p.part_number,
      price_text: p.price_text,
    },
    words: wordsOf(p.name, p.manufacturer, p.part_number, p.mpn, p.model, p.aaia, ...(p.category_levels ?? [])),
  }));
  const categories = new Map<string, Indexed>();
  const brands = new Map<string, Indexed>();
  for (const p of products) {
    for (const c of p.categories ?? []) {
      const id = String(c.category_id);
      if (!categories.has(id)) {
        categories.set(id, {
          hit: { objectID: `category-${id}`, slug: `index.php?route=product/category&path=${id}`, name: c.name, category_id: id },
          words: wordsOf(c.name),
        });
      }
    }
    const brandId = String(p.manufacturer_id ?? slugify(p.manufacturer));
    if (p.manufacturer && !brands.has(brandId)) {
      brands.set(brandId, {
        hit: { objectID: `brand-${brandId}`, slug: `index.php?route=product/manufacturer/info&manufacturer_id=${brandId}`, name: p.manufacturer, manufacturer_id: brandId },
        words: wordsOf(p.manufacturer, p.aaia),
      });
    }
  }
  return {
    [MOCK_SEARCH.indexes.products]: parts,
    [MOCK_SEARCH.indexes.categories]: [...categories.values()],
    [MOCK_SEARCH.indexes.brands]: [...brands.values()],
  };
}

const cache = new WeakMap<Product[], Record<string, Indexed[]>>();

function indexesFor(products: Product[]): Record<string, Indexed[]> {
  let built = cache.get(products);
  if (!built) {
    built = buildIndexes(products);
    cache.set(products, built);
  }
  return built;
}

/** 32 hex characters from FNV-1a over the text (deterministic, like a real queryID's shape). */
function queryIdOf(text: string): string {
  let out = '';
  for (let round = 0; round < 4; round++) {
    let h = 0x811c9dc5 ^ round;
    for (let i = 0; i < text.length; i++) {
      h ^= text.charCodeAt(i);
      h = Math.imul(h, 0x01000193);
    }
    out += (h >>> 0).toString(16).padStart(8, '0');
  }
  return out;
}

function matches(words: string[], queryWords: string[]): boolean {
  return queryWords.every((q, i) => (i === queryWords.length - 1 ? words.some((w) => w.startsWith(q)) : words.some((w) => w.includes(q))));
}

export interface QueryInput {
  indexName: string;
  query: string;
  hitsPerPage: number;
  page: number;
  clickAnalytics: boolean;
}

/** One query's result as Algolia answers it, or null for an index that does not exist. */
export function runQuery(state: SearchState, products: Product[], input: QueryInput) {
  const index = indexesFor(products)[input.indexName];
  if (!index) return null;
  const queryWords = wordsOf(input.query);
  const found = queryWords.length === 0 ? index : index.filter((entry) => matches(entry.words, queryWords));
  const hitsPerPage = Math.max(1, Math.min(1000, input.hitsPerPage));
  const start = input.page * hitsPerPage;
  state.queries += 1;
  return {
    hits: found.slice(start, start + hitsPerPage).map((e) => e.hit),
    nbHits: found.length,
    page: input.page,
    nbPages: Math.ceil(found.length / hitsPerPage),
    hitsPerPage,
    processingTimeMS: 1,
    exhaustiveNbHits: true,
    query: input.query,
    params: new URLSearchParams({ query: input.query, hitsPerPage: String(hitsPerPage), page: String(input.page) }).toString(),
    index: input.indexName,
    ...(input.clickAnalytics ? { queryID: queryIdOf(`${state.queries}|${input.indexName}|${input.query}`) } : {}),
  };
}
