import { defineTexts } from '../texts';

/** The kit's own texts: the tables' states (spec 3 §1) quoted exactly. */
export const uiTexts = defineTexts('ui', {
  tableLoadFailed: 'Something went wrong!',
  tableEmpty: 'No results!',
  retry: 'Retry',
  tablePages: 'Table pages',
  namedTablePages: '{label} pages',
});
