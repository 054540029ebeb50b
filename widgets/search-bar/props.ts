import { object, optional, string } from '../../shared/runtime/props';
import type { PropsOf } from '../../shared/runtime/defineWidget';
/**
 * `<div id="pf-search-bar" data-value="brake pads" data-placeholder="Search parts"
 *   data-manufacturer-id="12" data-category-id="4"></div>`
 * Needs `#pf-config` → `search: {appId, apiKey, indexes: {products, categories?, brands?}}` for
 * autocomplete; without it the box still submits to the search results page.
 */
export const schema = object({
  value: optional(string()),
  placeholder: optional(string()),
  manufacturerId: optional(string()),
  categoryId: optional(string()),
});

/** The widget's props, described once: by the schema above. */
export type SearchBarProps = PropsOf<typeof schema>;
