import { describe, expect, it } from 'vitest';
import { addToCompare, addToWishlist, getCompare, getWishlist, removeFromCompare, removeFromWishlist } from '../../shared/api/lists';
import { catalog } from '../db/catalog';
import { refusal } from '../../tests/utils/failure';

const ids = (list: Array<{ product_id: number | string }>) => list.map((p) => Number(p.product_id));
const closed = () => catalog().find((it) => !it.product.is_orderable)!.product;

describe('mock store: wishlist and compare', () => {
  it('adds and removes wishlist products, refusing unknown and not-orderable ones', async () => {
    const start = ids(await getWishlist());
    expect((await addToWishlist(150)).success).toMatch(/added .* to your wish list/);
    expect(ids(await getWishlist())).toEqual([...start, 150]);
    await removeFromWishlist(150);
    expect(ids(await getWishlist())).toEqual(start);
    expect(await refusal(removeFromWishlist(150))).toMatch(/is not in your wish list/);
    expect(await refusal(addToWishlist(424242))).toBe('Product not found!');
    expect(await refusal(addToWishlist(closed().product_id))).toMatch(/cannot be added to your wish list/);
  });

  it('keeps at most 4 products to compare, dropping the oldest, with attribute groups', async () => {
    for (const id of [130, 140, 150]) await addToCompare(id);
    const list = await getCompare();
    expect(ids(list)).toEqual([121, 130, 140, 150]);
    expect(list[0].attribute_groups[0]).toMatchObject({ name: 'Dimensions', attributes: [{ name: 'Length' }, { name: 'Width' }, { name: 'Height' }] });
    expect(list[0].stock_text).toMatch(/^(Out of Stock|\d+ in Stock)$/);
    await removeFromCompare(130);
    expect(ids(await getCompare())).toEqual([121, 140, 150]);
    expect(await refusal(addToCompare(''))).toBe('Please choose a product.');
  });

  it('renders wishlist rows with the spec fields', async () => {
    const [first] = await getWishlist();
    expect(first).toMatchObject({ product_id: '101', links: { view: expect.stringMatching(/^\/product\/101-/) }, is_orderable: true, requires_options: false });
    expect(first.thumbnails.wishlist).toMatch(/^\/index\.php\?route=tool\/image&id=/);
  });
});
