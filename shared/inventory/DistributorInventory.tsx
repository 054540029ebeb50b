import { useQuery } from '../data';
import type { Product } from '../api/shapes/product';
import { getInventoryDetails, productKeys, type InventoryDetail, type StockAtLocation } from '../api/product';
import { formatMoney } from '../money';
import { stockText } from '../product';
import { ColumnHeads } from '../ui/ColumnHeads';
import { DistributorOrder } from './DistributorOrder';
import { useTexts } from '../texts';
import { inventoryTexts } from './texts';
import styles from './inventory.module.css';

/** Spec 1 §8, quoted exactly: the price list (reseller prices) is empty. */
export const NO_RESELLER_PRICES = inventoryTexts.en.noResellerPrices;

/**
 * The store's own stock: the answer's `StoreInventory` when a store sends it (an extension, A9),
 * else the sum of Inventory by Location (getInventoriesByProductId), else unknown.
 */
function storeStock(detail: InventoryDetail, stock: StockAtLocation[] | null | undefined): string {
  if (detail.storeInventory !== null) return String(detail.storeInventory);
  return stock ? String(stock.reduce((n, row) => n + Math.max(0, row.stock), 0)) : '…';
}

/**
 * POS: the distributor's inventory of this part (getInventoryDetails): per-warehouse stock,
 * price and code, the totals and the price list ("Your Cost" from the warehouses' prices when
 * the store sends no price list, A10).
 */
export function DistributorInventory({ product, stock }: { product: Product; stock?: StockAtLocation[] | null }) {
  const query = useQuery<InventoryDetail | null>(productKeys.distributorInventory(product.product_id, product.aaia, product.mpn), async () => {
    try {
      const items = await getInventoryDetails([{ productId: product.product_id, aaia: product.aaia, mpn: product.mpn }]);
      return items.find((i) => String(i.productId) === String(product.product_id)) ?? items[0] ?? null;
    } catch (error) {
      console.warn('[partsfront] distributor inventory failed', error);
      throw error;
    }
  });
  const t = useTexts(inventoryTexts);
  const failed = Boolean(query.error);
  const detail = query.data;

  return (
    <section aria-labelledby="pf-pos-distributor">
      <h2 className={styles.subheading} id="pf-pos-distributor">
        {t('distributor')}
      </h2>
      {failed && <p role="alert" className={styles.fieldError}>{t('failed')}</p>}
      {!failed && detail === undefined && <p role="status">{t('loadingDistributor')}</p>}
      {!failed && detail === null && <p>{t('noResults')}</p>}
      {detail && (
        <>
          <table className={styles.table}>
            <ColumnHeads names={[t('colWarehouse'), t('colCode'), t('colInventory'), t('colPrice')]} />
            <tbody>
              {detail.locations.map((l) => (
                <tr key={l.warehouseCode + l.name}>
                  <th scope="row">{l.name}</th>
                  <td>{l.warehouseCode}</td>
                  <td>{stockText(l.inventory)}</td>
                  <td>{l.price === null ? '' : formatMoney(l.price)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <p>{t('totals', { total: detail.totalInventory, store: storeStock(detail, stock) })}</p>
          {detail.prices.length > 0 ? (
            <dl className={styles.priceList} aria-label={t('priceList')}>
              {detail.prices.map((p) => (
                <div key={p.key}>
                  <dt>{p.name}</dt>
                  <dd>{p.text || formatMoney(p.value)}</dd>
                </div>
              ))}
            </dl>
          ) : (
            <p>{t('noResellerPrices')}</p>
          )}
          <DistributorOrder product={product} locations={detail.locations} />
        </>
      )}
    </section>
  );
}
