import { useRef, type ComponentProps } from 'react';
import type { Product } from '../../../shared/api/shapes/product';
import { AddToCartButton, PriceBlock } from '../../../shared/product/card';
import { FitmentBadge } from '../../../shared/vehicle';
import { buttonClass } from '../../../shared/ui/Button';
import { Rating } from '../../../shared/ui/Rating';
import { useKeptImage } from '../../../shared/ui/keptImage';
import { onDemand } from '../../../shared/runtime/onDemand';
import { OnDemandPart } from '../../../shared/ui/OnDemandPart';
import { ListButtons } from './ListButtons';
import { useTexts } from '../../../shared/texts';
import styles from '../product-list.module.css';
import { productListTexts } from '../texts';

export interface ProductCardProps {
  product: Product;
  /** 1-based, counted across pages. */
  position: number;
  /** The product page link (with the search's queryID on search pages). */
  href: string;
  pos: boolean;
  /** Shopper add-to-cart and compare (off in POS mode and with the no-price template). */
  shopperButtons: boolean;
  /**
   * The card is among the first of the page, in the window as it opens: its picture loads at once
   * (the first one first), since it is likely the page's largest paint; the others load lazily.
   */
  inFirstRow?: 'first' | boolean;
  /** The theme's own `<img>` of this card's picture (its server-rendered card), shown instead of a new one. */
  serverImage?: HTMLImageElement | null;
  /** The card title's heading level, to fit the theme page's outline (default 2). */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  /** A link to the product page was followed (GA4 select_item; search results: the hosted search's click event too). */
  onOpen?: () => void;
  /** The store accepted an add to cart (search results: the conversion event). */
  onAdded?: () => void;
}

/**
 * One product of a listing (spec 1 §2): thumbnail, name, manufacturer, part number, rating,
 * "New" flag, price, fitment badge; in POS mode the stock by location. Add to cart as on the
 * product page (quantity = the product's minimum); a product with required options links to
 * its page instead, as does one that cannot be ordered online.
 */
export function ProductCard({ product: p, position, href, pos, shopperButtons, inFirstRow = false, serverImage = null, headingLevel = 2, onOpen, onAdded }: ProductCardProps) {
  const t = useTexts(productListTexts);
  const thumbLink = useRef<HTMLAnchorElement>(null);
  const picture = p.thumbnails?.primary;
  // The list hands a theme picture only to a card with a picture of its own (serverImages).
  useKeptImage(serverImage, thumbLink, { className: styles.thumb, src: picture ?? '', alt: '' });
  const Heading = `h${headingLevel}` as const;
  const titleId = `pf-card-${p.product_id}-${position}`;
  return (
    <article
      className={styles.card}
      aria-labelledby={titleId}
      data-position={position}
      data-product-id={p.product_id}
      onClickCapture={
        onOpen
          ? (e) => {
              // Image, name or Choose Options: every link to the product page counts as the click.
              const link = (e.target as Element).closest('a[href]');
              if (link && link.getAttribute('href') === href) onOpen();
            }
          : undefined
      }
    >
      <a ref={thumbLink} href={href} className={styles.thumbLink} tabIndex={-1} aria-hidden="true">
        {picture && !serverImage ? <img src={picture} alt="" className={styles.thumb} width={200} height={200} loading={inFirstRow ? 'eager' : 'lazy'} fetchPriority={inFirstRow === 'first' ? 'high' : undefined} /> : null}
      </a>
      <div className={styles.body}>
        {p.is_new ? <span className={styles.new}>{t('isNew')}</span> : null}
        <Heading id={titleId} className={styles.name}>
          <a href={href}>{p.name}</a>
        </Heading>
        <p className={styles.meta}>
          <span>{p.manufacturer}</span>
          <span>
            {t('partNumber')}
            <span className={styles.partNumber}>{p.part_number}</span>
          </span>
        </p>
        <Rating rating={p.rating} reviews={p.reviews} as="p" />
        <PriceBlock product={p} showDiscounts={false} computeOnIdle />
        {p.aaia && p.mpn ? (
          <FitmentBadge
            aaia={p.aaia}
            mpn={p.mpn}
            productId={p.product_id}
            categoryId={p.category_id || p.categories[0]?.category_id || undefined}
            manufacturerId={p.manufacturer_id || undefined}
            seriesId={p.series_id || undefined}
          />
        ) : null}
        {pos ? <StockWhenLoaded stock={p.stock_by_location} productId={p.product_id} caption={t('stockOf', { name: p.name })} /> : null}
        <div className={styles.actions}>
          {shopperButtons && p.is_orderable !== false && !p.requires_options ? (
            <AddToCartButton
              product={p}
              kind="regular"
              prepare={() => ({ quantity: Math.max(1, Number(p.minimum) || 1) })}
              onAdded={onAdded}
            />
          ) : null}
          {shopperButtons && (p.requires_options || p.is_orderable === false) ? (
            <a className={buttonClass('secondary')} href={href} aria-label={t(p.requires_options ? 'chooseOptionsFor' : 'viewProductNamed', { name: p.name })}>
              {t(p.requires_options ? 'chooseOptions' : 'viewProduct')}
            </a>
          ) : null}
          <ListButtons product={p} compare={shopperButtons} />
        </div>
      </div>
    </article>
  );
}

/**
 * The stock by location shows in POS mode only: its file (with the inventory call it may make) is
 * fetched by the first card that shows it, so a shopper's category page never carries it. Until
 * it has arrived the card shows no stock, as while the stock is asked of the store.
 */
const stockPart = onDemand(() => import('./StockByLocation'));
type StockProps = ComponentProps<Awaited<ReturnType<typeof stockPart.load>>['StockByLocation']>;
function StockWhenLoaded(props: StockProps) {
  const t = useTexts(productListTexts);
  return <OnDemandPart part={stockPart} render={(m) => <m.StockByLocation {...props} />} failed={t('stockFailed')} />;
}
