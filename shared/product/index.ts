/** The product domain's public face: widgets import from here (a listing's card from ./card), never from its inner files. */
export { AddToCartButton } from './AddToCartButton';
export { LaborLine } from './LaborLine';
export { PriceBlock } from './PriceBlock';
export { adjustmentText, missingRequired, optionFields, priceVisibility, totalPrice, type OptionSelection } from './pricing';
export { PAYMENT_REFRESH_MS, refreshPaymentWidgets, usePaymentRefresh, type PaymentRefreshDetail } from './paymentRefresh';
export { type AddRequest } from './useAddToCart';
export { stockText } from './stock';
export { notifyAdded } from './notifyAdded';
export { productTexts } from './texts';
export { useViewItem } from './analytics';
