/**
 * The product domain's face for a listing's card (the product list): its price and its add to
 * cart button, and the stock wording. A card imports from here, not from the domain's index, so
 * that a category page's shared file does not carry what only the product page runs (the labor
 * line, the payment widgets' refresh, view_item): the bundle gives a module to the product page's
 * own file when no listing widget imports it (bundle.config.ts, `buy`).
 */
export { AddToCartButton } from './AddToCartButton';
export { PriceBlock } from './PriceBlock';
export { stockText } from './stock';
