import { getSettings } from '../../shared/config/settings';
import { pageUrl } from '../../shared/api/endpoints/pages';
import type { SearchHit } from '../../shared/api/search';

/** Where a hit leads: its own `url` when the index has one, else the store path `slug`. */
export function hitHref(hit: SearchHit): string {
  if (typeof hit.url === 'string' && hit.url) return hit.url;
  const slug = String(hit.slug ?? '');
  if (/^https?:\/\//.test(slug)) return slug;
  return `${getSettings().baseUrl}/${slug.replace(/^\//, '')}`;
}

export interface SearchContext {
  manufacturerId?: string;
  categoryId?: string;
  queryID?: string;
}

/**
 * The search results page (spec 1 §2): /index.php?route=product/search with search,
 * description=true, search_in_brand_or_category=true, and manufacturer_id, category_id and
 * queryID when known (empty ones are left out).
 */
export function searchPageUrl(search: string, context: SearchContext = {}): string {
  const query = new URLSearchParams({ search, description: 'true', search_in_brand_or_category: 'true' });
  if (context.manufacturerId) query.set('manufacturer_id', context.manufacturerId);
  if (context.categoryId) query.set('category_id', context.categoryId);
  if (context.queryID) query.set('queryID', context.queryID);
  // Appended by hand so the route keeps its slash, as the store writes it (route=product/search).
  const page = pageUrl('pageSearch');
  return `${page}${page.includes('?') ? '&' : '?'}${query}`;
}
