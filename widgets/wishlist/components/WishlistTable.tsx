import type { ReactNode } from 'react';
import type { WishlistProduct } from '../../../shared/api/shapes/lists';
import { SafeHtml } from '../../../shared/ui/SafeHtml';
import { ColumnHeads } from '../../../shared/ui/ColumnHeads';
import { ListTable } from '../../../shared/lists';
import { useTexts } from '../../../shared/texts';
import styles from '../wishlist.module.css';
import { wishlistTexts } from '../texts';

const COLUMNS = ['image', 'name', 'model', 'price', 'action'] as const;

/** Price, special price (regular struck through), or the store's notice when pricing is disabled. */
function Price({ p }: { p: WishlistProduct }) {
  if (p.disable_pricing) return <SafeHtml as="span" html={p.disable_pricing_notice ?? ''} />;
  if (p.special_text) {
    return (
      <>
        <s className={styles.old}>{p.price_text}</s> <strong>{p.special_text}</strong>
      </>
    );
  }
  return <>{p.price_text ?? ''}</>;
}

/** The wishlist rows (spec 1 §3 "Wishlist product"): image, name (link), model, price, actions. */
export function WishlistTable({ products, actions }: { products: WishlistProduct[]; actions: (p: WishlistProduct) => ReactNode }) {
  const t = useTexts(wishlistTexts);
  return (
    <ListTable caption={t('caption')} className={styles.table}>
      <ColumnHeads names={COLUMNS.map((key) => t(key))} />
      <tbody>
        {products.map((p) => (
          <tr key={p.product_id}>
            <td>
              {p.thumbnails?.wishlist ? (
                <a href={p.links?.view} tabIndex={-1} aria-hidden="true">
                  <img src={p.thumbnails.wishlist} alt="" width={60} height={60} className={styles.image} />
                </a>
              ) : null}
            </td>
            <td>
              <a href={p.links?.view}>{p.name}</a>
            </td>
            <td>{p.model}</td>
            <td>
              <Price p={p} />
            </td>
            <td>{actions(p)}</td>
          </tr>
        ))}
      </tbody>
    </ListTable>
  );
}
