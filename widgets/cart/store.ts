import { createLineQuantities, QUANTITY_FAILED, type LineQuantities, type LineQuantityState } from '../../shared/cart/editing';

/**
 * The cart page's quantity edits, one store per mounted cart (CONTRIBUTING "store.ts"): the cart
 * domain's line quantities (shared/cart `createLineQuantities`, the rules are written there),
 * where an edit back to the quantity the store has is not sent, and each line's failure stays on
 * the line (its remove's too).
 */
export type LineEditsState = LineQuantityState;
export type LineEdits = LineQuantities;

/** Shown for failures that carry no text of the store's own (500, network, malformed). */
export const EDIT_FAILED = QUANTITY_FAILED;
export { REMOVE_FAILED } from '../../shared/cart/editing';

export const createLineEdits = (): LineEdits => createLineQuantities({ skipUnchanged: true });
