import { searchAll, searchConfigured, searchKeys, type SearchHit } from '../../shared/api/search';
import { useDebounced, SEARCH_DEBOUNCE_MS } from '../../shared/customer';
import { useQuery } from '../../shared/data';

/**
 * Name search at the counter: what is typed in the scan field is also sent to the store's product
 * search (the hosted search, `searchAll`), so "brake pads" offers the parts by name. Staff screens
 * search 500 ms after the last key (spec 2 §9, as the customer search); spec 3 §9 gives the
 * autocomplete 8 hits above 1199 px wide, otherwise 5. A scanner's burst never reaches the field
 * (scanner.ts puts its value back), so a scan sends no search.
 */
export const NAME_SEARCH_DEBOUNCE_MS = SEARCH_DEBOUNCE_MS;
/** Fewer letters than this are a part number being typed, not a name. */
export const NAME_SEARCH_MIN = 3;

export const hitsPerSection = (width: number): number => (width > 1199 ? 8 : 5);

/** A suggestion: the product to add and what the clerk reads. */
export interface Suggestion {
  productId: string;
  name: string;
  /** Brand and part number, when the store's index has them. */
  detail: string;
  /** The store's price text, when the index has it. */
  price: string;
}

const textOf = (value: unknown): string => (typeof value === 'string' || typeof value === 'number' ? String(value) : '');

/** The product of a hit: the store's own `product_id` where the index has it, else the hit's objectID. */
export function suggestionOf(hit: SearchHit): Suggestion | null {
  const productId = textOf(hit.product_id) || hit.objectID;
  if (!/^\d+$/.test(productId)) return null;
  return {
    productId,
    name: hit.name,
    detail: [textOf(hit.manufacturer), textOf(hit.part_number)].filter(Boolean).join(' · '),
    price: textOf(hit.price_text),
  };
}

export interface NameSearch {
  /** The text the suggestions answer ('' while none was sent). */
  term: string;
  suggestions: Suggestion[];
  /** Typing has not settled, or the answer is on its way. */
  waiting: boolean;
  failed: boolean;
}

export function useNameSearch(text: string): NameSearch {
  const trimmed = text.trim();
  const settled = useDebounced(trimmed, NAME_SEARCH_DEBOUNCE_MS);
  const enabled = searchConfigured();
  const term = enabled && settled.length >= NAME_SEARCH_MIN ? settled : '';
  const hits = hitsPerSection(typeof window === 'undefined' ? 0 : window.innerWidth);
  const query = useQuery(term ? searchKeys.posNames(term, hits) : null, async (signal) => {
    const sections = await searchAll({ query: term, hitsPerPage: hits, signal });
    const products = sections.find((s) => s.key === 'products');
    return (products?.hits ?? []).map(suggestionOf).filter((s): s is Suggestion => s !== null);
  });
  const current = term !== '' && term === trimmed;
  return {
    term: current ? term : '',
    suggestions: current ? (query.data ?? []) : [],
    waiting: enabled && trimmed.length >= NAME_SEARCH_MIN && (trimmed !== settled || query.fetching),
    failed: current && Boolean(query.error) && !query.fetching,
  };
}
