import { defineTexts } from '../../shared/texts';

/** The search box: its labels, the suggestions' section titles and what the status region says. */
export const searchBarTexts = defineTexts('searchBar', {
  siteSearch: 'Site search',
  search: 'Search',
  suggestions: 'Search suggestions',
  unavailable: 'Search suggestions are not available right now.',
  noResults: 'No results',
  results: { one: '{count} result available.', other: '{count} results available.' },
  products: 'Parts',
  categories: 'Categories',
  brands: 'Brands',
});
