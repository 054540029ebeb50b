import { object, string } from 'yup';
import { defineWidget } from '../../shared/runtime/defineWidget';
import { SearchBar, type SearchBarProps } from './SearchBar';

/**
 * `<div id="pf-search-bar" data-value="brake pads" data-placeholder="Search parts"
 *   data-manufacturer-id="12" data-category-id="4"></div>`
 * Needs `#pf-config` → `search: {appId, apiKey, indexes: {products, categories?, brands?}}` for
 * autocomplete; without it the box still submits to the search results page.
 */
const schema = object({
  value: string().optional(),
  placeholder: string().optional(),
  manufacturerId: string().optional(),
  categoryId: string().optional(),
}) as never;

export default defineWidget<SearchBarProps>({ schema, Component: SearchBar });
