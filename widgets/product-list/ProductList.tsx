import { useState } from 'react';
import { showsShopperButtons, useSettings } from '../../shared/config';
// From its own file, not the domain's index: re-exported there, the listing's events and their
// item builder would be part of the product page's first files (its 125 KB goal).
// eslint-disable-next-line import-x/no-restricted-paths
import { useSelectItem, useViewItemList } from '../../shared/product/listAnalytics';
import { Pagination } from '../../shared/ui/Pagination';
import { serverImages } from '../../shared/ui/keptImage';
import { navigation } from '../../shared/runtime/navigation';
import type { WidgetBaseProps } from '../../shared/runtime/defineWidget';
import { searchConfigured, sendSearchClick, sendSearchConversion } from '../../shared/api/search';
import { columnsFor, pageHref, positionOf, storeView, storedView, withQueryId, type ListingView } from './layout';
import { ProductCard } from './components/ProductCard';
import { ViewToggle } from './components/ViewToggle';
import { useSearchEvent } from './useSearchEvent';
import { useTexts } from '../../shared/texts';
import styles from './product-list.module.css';
import { productListTexts } from './texts';
import type { ProductListProps } from './props';

export type { ProductListProps };

export const EMPTY_TEXT = productListTexts.en.empty;
/** Spec 1 §7, §9: listings show 15 per page unless the store says otherwise. */
export const DEFAULT_LIMIT = 15;
/** The cards whose pictures load at once: the first row of the widest grid (or a phone's first screen). */
const FIRST_ROW = 4;


/**
 * A listing grid (module, category, brand, search or special page). The store renders the page's
 * products into `data-pf-props`; pages are server pages reached by `page` links. The grid/list
 * choice is stored locally and survives a reload. All fitment badges of the page are checked in
 * one validateFitment request (the shared batcher collects them).
 */
export function ProductList({ source, products, total, page = 1, limit = DEFAULT_LIMIT, sidebars = 0, queryID, headingLevel = 2, fallback }: ProductListProps & WidgetBaseProps) {
  const settings = useSettings();
  const t = useTexts(productListTexts);
  const [view, setView] = useState<ListingView>(storedView);
  // The theme's server-rendered cards already show the pictures: each card keeps its picture's
  // element (the shopper sees no second download, and the page's largest paint stays the server's).
  const [kept] = useState(() => {
    const take = serverImages(fallback);
    return products.map((p) => take(p.thumbnails?.primary));
  });
  const count = total ?? products.length;
  const totalPages = Math.max(1, Math.ceil(count / limit));
  const searchQueryId = source === 'search' ? (queryID ?? new URL(window.location.href).searchParams.get('queryID') ?? undefined) : undefined;
  const first = positionOf(page, limit, 0);
  // GA4: the list once per list shown, a product opened from it, and the search on its results.
  useViewItemList(source, products, first);
  const selectItem = useSelectItem(source);
  useSearchEvent(source, page);

  if (products.length === 0) return <p className={styles.empty}>{t('empty')}</p>;

  const chooseView = (v: ListingView) => {
    setView(v);
    storeView(v);
  };
  const last = first + products.length - 1;
  const columns = columnsFor(sidebars);
  // Search results carry the search's queryID: opening a product or adding one to the cart is
  // reported to the hosted search's analytics with its position across pages.
  const tracked = Boolean(searchQueryId) && searchConfigured();

  return (
    <section className={styles.listing} aria-label={t('products')} data-source={source}>
      <div className={styles.toolbar}>
        <ViewToggle view={view} onChange={chooseView} />
        <p className={styles.count}>{t('showing', { first, last, total: count, count: totalPages })}</p>
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
                headingLevel={headingLevel}
                inFirstRow={i === 0 ? 'first' : i < FIRST_ROW}
                serverImage={kept[i] ?? null}
                onOpen={() => {
                  selectItem(p, position);
                  if (tracked) void sendSearchClick(searchQueryId!, String(p.product_id), position);
                }}
                onAdded={tracked ? () => void sendSearchConversion(searchQueryId!, String(p.product_id)) : undefined}
              />
            </li>
          );
        })}
      </ul>
      <Pagination
        page={page}
        totalPages={totalPages}
        label={t('pages')}
        hrefFor={(n) => pageHref(n)}
        onChange={(n) => navigation.go(pageHref(n))}
        className={styles.pagination}
      />
    </section>
  );
}
