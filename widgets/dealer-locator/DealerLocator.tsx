import { lazy, Suspense, useMemo, useRef, useState } from 'react';
import type { Store } from '../../shared/api/shapes/locations';
import { geocodeZip, findDealer, locationKeys, searchDealers, type DealerQuery } from '../../shared/api/locations';
import { getDealerPopupText, getInventoryByProduct, productKeys } from '../../shared/api/product';
import { ApiError } from '../../shared/api/errors';
import { useMutation, useQuery, setQueryData } from '../../shared/data';
import { useSettings } from '../../shared/config';
import { getCookie, setCookie } from '../../shared/runtime/cookies';
import { ErrorBoundary } from '../../shared/runtime/ErrorBoundary';
import type { WidgetBaseProps } from '../../shared/runtime/defineWidget';
import { Button, Loading, SafeHtml } from '../../shared/ui';
import { useTexts, withNodes } from '../../shared/texts';
import {
  locatorTexts,
  POPUP_COOKIE,
  POPUP_DAYS,
  SHOWN_STORES,
  SHOW_ALL_MILES,
  chooseStore,
  forgetStore,
  searchDistance,
  selectedStoreId,
  shownStores,
  useShopperPosition,
  useStoresWithProduct,
  withFirstEmail,
  type Coords,
} from '../../shared/locator';
import { SearchForm, type SearchFields } from './components/SearchForm';
import { StoreList } from './components/StoreList';
import { EMPTY_SEARCH, ZIP_PATTERN, saveSearch, savedSearch, type Search } from './search';
import type { DealerLocatorProps } from './props';
import { dealerLocatorTexts } from './texts';
import styles from './dealer-locator.module.css';

const StoreMap = lazy(() => import('./components/StoreMap'));

export type { DealerLocatorProps };

export const NO_RESULTS = dealerLocatorTexts.en.noResults;
export const LOAD_FAILED = dealerLocatorTexts.en.loadFailed;

const logMapFailure = (error: unknown) => console.warn('[partsfront] the store map could not load', error);

/**
 * The dealer locator (spec 1 §2, §4, §5, §7–§9; spec 3 §9). Without a product it searches the
 * store's dealer data source (ZIP, distance 10–250, filter); with `productId` it lists the nearby
 * stores that have the product (radius 100, 20 results). Either way at most 3 stores are shown,
 * preferred first, until 'Show all'; the list and the Leaflet map stay in step; a store can be
 * chosen for pickup.
 */
export function DealerLocator({ productId, instanceId }: DealerLocatorProps & WidgetBaseProps) {
  const t = useTexts(dealerLocatorTexts);
  const tl = useTexts(locatorTexts);
  const initial = useMemo(() => savedSearch(), []);
  const [fields, setFields] = useState<SearchFields>(() => ({
    zip: initial?.zip ?? '',
    distance: String(initial?.distance ?? EMPTY_SEARCH.distance),
    filter: initial?.filter ?? '',
  }));
  const [selectedId, setSelectedId] = useState(selectedStoreId);
  const [search, setSearch] = useState<Search & { selected?: string }>(() => ({ ...(initial ?? EMPTY_SEARCH), selected: selectedId }));
  // The ZIP typed is no ZIP (said under the field until it changes).
  const [formError, setFormError] = useState(false);
  const [showAll, setShowAll] = useState(false);
  const [active, setActive] = useState<{ id: string; fromMap: boolean } | null>(null);
  const [popupHidden, setPopupHidden] = useState(() => Boolean(getCookie(POPUP_COOKIE)));
  // The browser is asked for its position on arrival (unless a saved ZIP search is restored)
  // and again with "Use my location"; each ask is a new key.
  const [positionAsk, setPositionAsk] = useState(initial?.zip ? 0 : 1);
  const zipRef = useRef<HTMLInputElement>(null);

  const position = useShopperPosition(positionAsk);
  const geo = useQuery(search.zip ? locationKeys.zip(search.zip) : null, (signal) => geocodeZip(search.zip, signal), { staleMs: Infinity });

  // undefined: not known yet (asking the browser, or geocoding the ZIP); null: no coordinates.
  let coords: Coords | null | undefined;
  if (search.zip) coords = geo.data ? { user_lat: geo.data.lat, user_lng: geo.data.lng } : undefined;
  else coords = position;

  // With a product: nearby stores that have it.
  const stock = useQuery(productId ? productKeys.inventoryByProduct(productId) : null, () => getInventoryByProduct(productId!));
  const withProduct = useStoresWithProduct(productId ? coords : undefined, showAll, stock.data ?? null, stock.error !== null);

  // Without: the store's dealer data source.
  const { dataSourceUrl, type, tileUrl, tileAttribution } = useSettings().locator;
  const sourceUrl = dataSourceUrl ? dataSourceUrl + type : '';
  const dealerQuery: DealerQuery | null =
    !productId && coords !== undefined
      ? // Spec 1 §9: "'Show all' uses 50 miles": the store is asked again with that distance.
        { search: search.zip, distance: showAll ? SHOW_ALL_MILES : search.distance, filter: search.filter, selected_store: search.selected, lat: coords?.user_lat, lng: coords?.user_lng }
      : null;
  const dealers = useQuery(dealerQuery ? locationKeys.dealers(sourceUrl, dealerQuery) : null, (signal) => searchDealers(dealerQuery!, sourceUrl, signal), {
    keepPrevious: true,
  });

  const chosen = useQuery(selectedId ? locationKeys.dealer(selectedId) : null, (signal) => findDealer(selectedId!, signal), { staleMs: Infinity });
  const popup = useQuery(!popupHidden && !selectedId ? productKeys.dealerPopup : null, () => getDealerPopupText(), { staleMs: Infinity });

  const choose = useMutation((store: Store) => chooseStore(store), {
    onSuccess: (found, store) => {
      const id = String(store.location_id);
      setQueryData(locationKeys.dealer(id), found);
      setSelectedId(id);
    },
  });
  const titleRef = useRef<HTMLHeadingElement>(null);
  const reset = useMutation(() => forgetStore(), {
    onSuccess: () => {
      setSelectedId(undefined);
      // The Reset Store button goes away with the chosen store: focus moves to the locator's title.
      titleRef.current?.focus();
    },
  });

  // The stores found, before "at most 3".
  let found: Store[] | undefined;
  let emptyText = t('noResults');
  let loadError = '';
  let zipError = formError || (search.zip && geo.error) ? tl('invalidZip') : '';
  if (productId) {
    found = withProduct.found;
    emptyText = tl('notFound');
  } else if (dealers.error) {
    // The store's refusal of a search (an unknown ZIP) is its own words; other failures a retry.
    // Either way the previous search's stores go: they are not what was asked for.
    if (dealers.error instanceof ApiError && dealers.error.kind === 'store') zipError ||= dealers.error.message;
    else loadError = t('loadFailed');
  } else if (dealers.data && !dealers.data.listed) {
    // A source that sends only its own HTML list: shown as it is, without the map.
    found = undefined;
  } else {
    found = dealers.data?.data.locations;
  }
  // A ZIP that could not be found shows no stores (not those of the search before).
  if (zipError) found = undefined;
  const sourceHtml = !zipError && !loadError && !productId && dealers.data && !dealers.data.listed ? dealers.data.html : '';
  const waiting = !zipError && !loadError && !sourceHtml && found === undefined;
  const shown = useMemo(() => (found ? shownStores(found.map(withFirstEmail), showAll) : []), [found, showAll]);
  const canShowAll = !showAll && found !== undefined && (productId ? found.length > 0 : found.length > SHOWN_STORES);

  // The map's centre: the shopper, else the data source's centre, else the first store placed.
  const pinned = shown.find((s) => s.lat !== null && s.lng !== null);
  const sourceCenter = dealers.data && !productId ? dealers.data.data : null;
  const center: { lat: number; lng: number } | null = coords
    ? { lat: coords.user_lat, lng: coords.user_lng }
    : sourceCenter && sourceCenter.lat !== null && sourceCenter.lng !== null
      ? { lat: sourceCenter.lat, lng: sourceCenter.lng }
      : pinned && pinned.lat !== null && pinned.lng !== null
        ? { lat: pinned.lat, lng: pinned.lng }
        : null;
  const showMap = shown.length > 0 && center !== null && (productId ? true : dealers.data?.data.show_map !== false);

  const submit = () => {
    const zip = fields.zip.trim();
    const distance = searchDistance(fields.distance);
    const filter = fields.filter.trim();
    setFields({ zip, distance: String(distance), filter });
    if (zip && !ZIP_PATTERN.test(zip)) {
      setFormError(true);
      zipRef.current?.focus();
      return;
    }
    setFormError(false);
    setShowAll(false);
    setActive(null);
    // The same search again after a failure asks again (the store may be back).
    if (zip === search.zip && geo.error) void geo.refetch();
    if (zip === search.zip && distance === search.distance && filter === search.filter && dealers.error) void dealers.refetch();
    setSearch({ zip, distance, filter, selected: selectedId });
    saveSearch({ zip, distance, filter });
    if (!zip && !positionAsk) setPositionAsk(1);
  };

  const useLocation = () => {
    setFormError(false);
    setShowAll(false);
    setActive(null);
    setFields((f) => ({ ...f, zip: '' }));
    setSearch((s) => ({ ...s, zip: '', selected: selectedId }));
    saveSearch({ zip: '', distance: search.distance, filter: search.filter });
    setPositionAsk((n) => n + 1);
  };

  const closePopup = () => {
    setCookie(POPUP_COOKIE, '1', POPUP_DAYS);
    setPopupHidden(true);
  };

  const titleId = `${instanceId}-title`;
  return (
    <section className={styles.locator} aria-labelledby={titleId}>
      <h2 className={styles.title} id={titleId} ref={titleRef} tabIndex={-1}>
        {t(productId ? 'titleProduct' : 'title')}
      </h2>

      {popup.data && (popup.data.dealer_locator_popup_heading_text || popup.data.dealer_locator_popup_text) && (
        <aside className={styles.popup} aria-labelledby={`${instanceId}-popup`}>
          <h3 className={styles.popupHeading} id={`${instanceId}-popup`}>
            {popup.data.dealer_locator_popup_heading_text}
          </h3>
          <SafeHtml html={popup.data.dealer_locator_popup_text} />
          <Button variant="link" size="sm" onClick={closePopup} aria-describedby={`${instanceId}-popup`}>
            {t('close')}
          </Button>
        </aside>
      )}

      {selectedId && (
        <div className={styles.chosen} role="status">
          <span>
            {withNodes(t('yourStore'), { name: <strong>{chosen.data ? chosen.data.location_name : chosen.error ? t('storeNumber', { id: selectedId }) : '…'}</strong> })}
            {chosen.data?.address && <span className={styles.muted}> {chosen.data.address}</span>}
          </span>
          <Button variant="link" size="sm" onClick={() => void reset.mutate()} busy={reset.pending}>
            {t('resetStore')}
          </Button>
        </div>
      )}

      <SearchForm
        id={instanceId}
        fields={fields}
        onChange={(next) => {
          setFields(next);
          if (formError) setFormError(false);
        }}
        onSubmit={submit}
        onUseLocation={useLocation}
        zipError={zipError}
        withDistance={!productId}
        searching={(search.zip !== '' && geo.fetching) || dealers.fetching || withProduct.fetching}
        zipRef={zipRef}
      />

      {loadError && (
        <div className={styles.errorBox} role="alert">
          <p>{loadError}</p>
          <Button variant="secondary" size="sm" onClick={() => void dealers.refetch()}>
            {t('tryAgain')}
          </Button>
        </div>
      )}
      {waiting && <Loading label={t('looking')} showLabel />}
      {productId && stock.error !== null && found && found.length > 0 && <p className={styles.muted}>{t('stockUnknown')}</p>}
      {found && found.length === 0 && <p role="status">{emptyText}</p>}
      {sourceHtml && <SafeHtml html={sourceHtml} className={styles.sourceHtml} />}

      {shown.length > 0 && (
        <div className={styles.results}>
          <StoreList
            id={instanceId}
            stores={shown}
            activeId={active?.id ?? null}
            selectedId={selectedId}
            onActivate={(id) => setActive({ id, fromMap: false })}
            onChoose={(store) => void choose.mutate(store)}
            choosing={choose.pending}
            scrollToActive={Boolean(active?.fromMap)}
          />
          {showMap && center && (
            <ErrorBoundary onError={logMapFailure}>
              <Suspense fallback={<div className={styles.mapRegion} aria-hidden="true" />}>
                <StoreMap
                  stores={shown}
                  center={center}
                  activeId={active?.id ?? null}
                  onActivate={(id) => setActive((now) => (now?.id === id ? now : { id, fromMap: true }))}
                  tileUrl={tileUrl}
                  attribution={tileAttribution}
                />
              </Suspense>
            </ErrorBoundary>
          )}
        </div>
      )}
      {canShowAll && (
        <Button variant="link" onClick={() => setShowAll(true)}>
          {t('showAll')}
        </Button>
      )}
    </section>
  );
}
