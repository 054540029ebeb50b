import { getSettings } from '../../shared/config/settings';
import { getCompare, removeFromCompare } from '../../shared/api/lists';
import { Loading } from '../../shared/ui/Loading';
import { Button, buttonClass } from '../../shared/ui/Button';
import { AddToCartButton } from '../../shared/product/AddToCartButton';
import { showsShopperButtons } from '../../shared/product/cartRules';
import type { WidgetBaseProps } from '../../shared/runtime/defineWidget';
import { useStoreList } from '../../shared/state/useStoreList';
import { rowAsCartProduct } from '../../shared/product/listRow';
import { CompareTable } from './components/CompareTable';
import { RemoveButton } from './components/RemoveButton';
import styles from './compare.module.css';

export const EMPTY_TEXT = 'You have not chosen any products to compare.';

/**
 * The compare page (/product/compare): the store's compare list side by side, with add to cart
 * and remove per product. Remove answers a toast ("Success!" / "Uh oh!", spec 1 §8) and
 * refreshes the list.
 */
export function Compare({ instanceId }: WidgetBaseProps) {
  const { status, products, reload, remove } = useStoreList(getCompare, removeFromCompare, 'compare list');
  const shopper = showsShopperButtons(getSettings());


  if (status === 'loading' && products.length === 0) return <Loading label="Loading the compare list…" />;
  if (status === 'error' && products.length === 0) {
    return (
      <div role="alert" className={styles.error}>
        <p>The compare list could not be loaded.</p>
        <Button variant="secondary" onClick={() => void reload()}>
          Try again
        </Button>
      </div>
    );
  }
  if (products.length === 0) return <p className={styles.empty}>{EMPTY_TEXT}</p>;

  return (
    <CompareTable
      products={products}
      actions={(p) => (
        <div className={styles.actions}>
          {shopper && p.requires_options ? (
            <a className={buttonClass('secondary')} href={p.links?.view} aria-label={`Choose options for ${p.name}`}>
              Choose Options
            </a>
          ) : null}
          {shopper && !p.requires_options ? (
            <AddToCartButton
              label="Add to Cart"
              product={rowAsCartProduct(p)}
              kind="regular"
              disabled={p.is_orderable === false}
              prepare={() => ({ quantity: 1 })}
              source={instanceId}
            />
          ) : null}
          <RemoveButton name={p.name} onRemove={() => remove(p)} disabled={p.is_orderable === false} />
        </div>
      )}
    />
  );
}
