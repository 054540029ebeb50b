import { useState } from 'react';
import type { ListingSource, Product } from '../../shared/api/types';
import { getSettings } from '../../shared/config/settings';
import { showsShopperButtons } from '../../shared/product/cartRules';
import { Pagination } from '../../shared/ui/Pagination';
import { navigation } from '../../shared/state/navigation';
import type { WidgetBaseProps } from '../../shared/runtime/defineWidget';
import { columnsFor, pageHref, positionOf, storeView, storedView, withQueryId, type ListingView } from './layout';
import { ProductCard } from './components/ProductCard';
import { ViewToggle } from './components/ViewToggle';
import styles from './product-list.module.css';

export const EMPTY_TEXT = 'There are no results.';
/** Spec 1 §7, §9: listings show 15 per page unless the store says otherwise. */
export const DEFAULT_LIMIT = 15;

export interface ProductListProps {
  source: ListingSource;
  products: Product[];
  total?: number;
  page?: number;
  limit?: number;
  /** `data-sidebars`: 0, 1 or 2 sidebars beside the listing. */
  sidebars?: number;
  /** The search's queryID (else read from the page address on search pages). */
  queryID?: string;
  /** `data-heading-level`: level of the product names' headings (2–6, default 2). */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
}

/**
 * A listing grid (module, category, brand, search or special page). The store renders the page's
 * products into `data-pf-props`; pages are server pages reached by `page` links. The grid/list
 * choice is stored locally and survives a reload. All fitment badges of the page are checked in
 * one validateFitment request (the shared batcher collects them).
 */
export function ProductList({ source, products, total, page = 1, limit = DEFAULT_LIMIT, sidebars = 0, queryID, headingLevel = 2, instanceId }: ProductListProps & WidgetBaseProps) {
  const settings = getSettings();
  const [view, setView] = useState<ListingView>(storedView);
  const count = total ?? products.length;
  const totalPages = Math.max(1, Math.ceil(count / limit));
  const searchQueryId = source === 'search' ? (queryID ?? new URL(window.location.href).searchParams.get('queryID') ?? undefined) : undefined;

  if (products.length === 0) return <p className={styles.empty}>{EMPTY_TEXT}</p>;

  const chooseView = (v: ListingView) => {
    setView(v);
    storeView(v);
  };
  const first = positionOf(page, limit, 0);
  const last = first + products.length - 1;
  const columns = columnsFor(sidebars);

  return (
    <section className={styles.listing} aria-label="Products" data-source={source}>
      <div className={styles.toolbar}>
        <ViewToggle view={view} onChange={chooseView} />
        <p className={styles.count}>
          Showing {first} to {last} of {count} ({totalPages} {totalPages === 1 ? 'Page' : 'Pages'})
        </p>
      </div>
      <ul className={`${styles.grid} ${view === 'list' ? styles.list : styles[`cols${columns}`]}`} data-view={view} data-columns={view === 'grid' ? columns : 1}>
        {products.map((p, i) => {
          const position = positionOf(page, limit, i);
          return (
            <li key={`${p.product_id}-${position}`} className={styles.cell}>
              <ProductCard
                product={p}
                position={position}
                href={withQueryId(p.links?.view ?? '', searchQueryId)}
                pos={settings.mode === 'pos'}
                shopperButtons={showsShopperButtons(settings)}
                source={instanceId}
                headingLevel={headingLevel}
              />
            </li>
          );
        })}
      </ul>
      <Pagination
        page={page}
        totalPages={totalPages}
        label="Product pages"
        hrefFor={(n) => pageHref(n)}
        onChange={(n) => navigation.go(pageHref(n))}
        className={styles.pagination}
      />
    </section>
  );
}
