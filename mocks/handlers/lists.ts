/**
 * The store's wishlist and compare routes (spec 1 §7, spec 4 "Wishlist and compare") over
 * `db.lists`. Add and remove answer `{"success": text}` or `{"error": text}`; products that
 * cannot be ordered are refused (spec 1 §4/§5).
 */
import { successAnswer } from '../../shared/api/shape';
import { CompareAnswerShape, WishlistAnswerShape } from '../../shared/api/shapes/lists';
import { json, refuse, type MockRequest, type Route } from '../router';
import { db } from '../db';
import { productById, type CatalogItem } from '../db/catalog';
import { COMPARE_LIMIT, renderCompareProduct, renderWishlistProduct } from '../db/lists';

type ListName = 'wishlist' | 'compare';
const LABEL: Record<ListName, string> = { wishlist: 'wish list', compare: 'product comparison' };

function target({ form }: MockRequest): { error: string } | { item: CatalogItem; id: number } {
  const raw = form.get('product_id');
  if (!raw) return { error: 'Please choose a product.' };
  const item = productById(raw);
  if (!item) return { error: 'Product not found!' };
  return { item, id: Number(item.product.product_id) };
}

const add = (list: ListName) => (req: MockRequest) => {
  const t = target(req);
  if ('error' in t) return refuse(t.error);
  if (!t.item.product.is_orderable) return refuse(`${t.item.product.name} cannot be added to your ${LABEL[list]}.`);
  let ids = db.lists[list].filter((id) => id !== t.id);
  ids.push(t.id);
  if (list === 'compare' && ids.length > COMPARE_LIMIT) ids = ids.slice(ids.length - COMPARE_LIMIT);
  db.lists[list] = ids;
  return json({ success: `Success: You have added ${t.item.product.name} to your ${LABEL[list]}!` });
};

const remove = (list: ListName) => (req: MockRequest) => {
  const t = target(req);
  if ('error' in t) return refuse(t.error);
  // A product that can no longer be ordered can still be taken off a list (only adding is refused).
  if (!db.lists[list].includes(t.id)) return refuse(`${t.item.product.name} is not in your ${LABEL[list]}.`);
  db.lists[list] = db.lists[list].filter((id) => id !== t.id);
  return json({ success: `Success: You have removed ${t.item.product.name} from your ${LABEL[list]}!` });
};

const items = (ids: number[]) => ids.map((id) => productById(id)).filter((it): it is CatalogItem => !!it);

export const listRoutes: Route[] = [
  { method: 'GET', path: 'account/wishlist/getWishlist', shape: WishlistAnswerShape, handle: () => json({ products: items(db.lists.wishlist).map(renderWishlistProduct) }) },
  { method: 'POST', path: 'account/wishlist/add', shape: successAnswer, handle: add('wishlist') },
  { method: 'POST', path: 'account/wishlist/remove', shape: successAnswer, handle: remove('wishlist') },
  { method: 'GET', path: 'product/compare/getCompare', shape: CompareAnswerShape, handle: () => json({ products: items(db.lists.compare).map(renderCompareProduct) }) },
  { method: 'POST', path: 'product/compare/add', shape: successAnswer, handle: add('compare') },
  { method: 'POST', path: 'product/compare/remove', shape: successAnswer, handle: remove('compare') },
];
