import { onDemand } from '../runtime/onDemand';
import type { ListMessage } from './lists';

/**
 * Wish List and Compare buttons' adds (spec 1 §7) for the product page and a listing's cards: the
 * lists' calls (./lists.ts, with the list rows' schemas) are fetched when the page is idle, or by
 * the first click if sooner, so a page that shows the buttons does not carry them in its first
 * files.
 */
const lists = onDemand(() => import('./lists'));

type Id = string | number;
export const addToWishlist = async (product_id: Id): Promise<ListMessage> => (await lists.load()).addToWishlist(product_id);
export const addToCompare = async (product_id: Id): Promise<ListMessage> => (await lists.load()).addToCompare(product_id);
/** For the buttons' mount effect: fetches the calls once the page is idle. Returns the cancel. */
export const preloadListAdds = lists.preloadWhenIdle;
export type { ListMessage };
