/**
 * The cart domain's second public face: a line's quantity edits and removal texts, which only
 * the pages that edit a cart's lines (the cart page, the POS cart) use. Apart from index.ts so
 * that a page importing the cart domain (every store page, for its count and its adds) does not
 * carry them: a module a domain's index.ts exports is part of that page's start (bundle.config.ts).
 */
export { useLineQuantity, createLineQuantities, QUANTITY_FAILED, REMOVE_FAILED, removeFailedText, type LineQuantities, type LineQuantity, type LineQuantityOptions, type LineQuantityState } from './lineQuantity';
