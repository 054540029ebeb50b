import { defineTexts } from '../texts';

/**
 * The kit's own texts: the tables' states (spec 3 §1) and the quantity messages (spec 1 §5, §9)
 * quoted exactly, and the building blocks' buttons, accessible names and announcements. The
 * quantity box, the spinner and the toasts are on every storefront page: keep this catalog short
 * (a dropdown's screen-reader messages load with it, in ./select/texts.ts).
 */
export const uiTexts = defineTexts('ui', {
  tableLoadFailed: 'Something went wrong!',
  tableEmpty: 'No results!',
  retry: 'Retry',
  table: 'Table',
  tablePages: 'Table pages',
  namedTablePages: '{label} pages',
  selectAllRows: 'Select all rows on this page',
  selectRow: 'Select {label}',
  position: '{first} to {last} of {total}',
  loading: 'Loading…',
  tryAgain: 'Try again',
  close: 'Close',
  cancel: 'Cancel',
  filter: 'Filter',
  reset: 'Reset',
  success: 'Success!',
  failure: 'Uh oh!',
  quantity: 'Quantity',
  notANumber: 'A number must be input',
  minimum: 'Minimum quantity is {min}',
  maximum: 'Maximum quantity is {max}',
  maximumRefused: 'Maximum quantity is {max}: {typed} was not saved.',
  maximumRefusedKept: 'Maximum quantity is {max}: {typed} was not saved, the quantity stays {kept}.',
  pagination: 'Pagination',
  first: 'First',
  previous: 'Previous',
  next: 'Next',
  last: 'Last',
  firstPage: 'First page',
  previousPage: 'Previous page',
  page: 'Page {page}',
  nextPage: 'Next page',
  lastPage: 'Last page',
  rated: 'Rated {stars} out of 5',
  reviews: { one: '({count} review)', other: '({count} reviews)' },
});
