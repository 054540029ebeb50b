import { lazy, Suspense, useState } from 'react';
import type { ProductOption, ProductOptionValue } from '../../shared/api/shapes/product';
import type { WidgetBaseProps } from '../../shared/runtime/defineWidget';
import { isOrderable, showsShopperButtons, useSettings } from '../../shared/config';
import { QuantityInput } from '../../shared/ui/QuantityInput';
import { Loading } from '../../shared/ui/Loading';
import { PriceBlock, productTexts } from '../../shared/product';
import { missingRequired, optionFields, priceVisibility, totalPrice, usePaymentRefresh, useViewItem, type OptionSelection } from '../../shared/product';
import { FitmentNotice } from '../../shared/vehicle';
import { Options } from './components/Options';
import { BuyButtons } from './components/BuyButtons';
import { Packages } from './components/Packages';
import { ShareButtons } from './components/ShareButtons';
import { ListActions } from './components/ListActions';
import { ContactUs } from './components/ContactUs';
import { ProductImage } from './components/ProductImage';
import { useTexts } from '../../shared/texts';
import styles from './product.module.css';
import { productPageTexts } from './texts';
import type { ProductProps } from './props';

export type { ProductProps };

// POS code is a separate chunk: storefront pages never download it.
const PosPanel = lazy(() => import('../../shared/inventory').then((m) => ({ default: m.PosPanel })));


/**
 * The product page block (spec 1 §2–§5, spec 3 §2): image, fitment notice, price block,
 * options, quantity, add-to-cart buttons (or Contact Us), wishlist/compare, share/QR, packages,
 * and in POS mode the inventory and ship-to-store panel.
 */
export function Product({ product, fitmentNotice = true, instanceId, fallback }: ProductProps & WidgetBaseProps) {
  const settings = useSettings();
  const t = useTexts(productPageTexts);
  const shared = useTexts(productTexts);
  const minimum = Math.max(1, Number(product.minimum) || 1);
  const [selection, setSelection] = useState<OptionSelection>(() => initialSelection(product.options));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [quantity, setQuantity] = useState<number | ''>(minimum);
  const [image, setImage] = useState(product.thumbnails?.popup || product.thumbnails?.primary || '');
  // GA4 view_item: once per product shown, however often the block renders.
  useViewItem(product);

  const choose = (option: ProductOption, answer: string | string[], value?: ProductOptionValue) => {
    const key = String(option.product_option_id);
    setSelection((s) => ({ ...s, [key]: answer }));
    setErrors(({ [key]: _cleared, ...rest }) => rest);
    // Spec 1 §3: choosing a dropdown or radio value with an image swaps the product image.
    if ((option.type === 'select' || option.type === 'radio') && value?.image) setImage(value.image);
  };

  /** Checks required options before any add; the errors show under each option. */
  const prepare = () => {
    const missing = missingRequired(product.options, selection);
    // Unchanged errors (none, most clicks) keep the same state: the whole block does not render again on Add to Cart.
    setErrors((shown) => (sameErrors(shown, missing) ? shown : missing));
    const first = Object.keys(missing)[0];
    if (first) {
      document.getElementById(`${instanceId}-opt-${first}`)?.focus?.();
      return null;
    }
    if (quantity === '') return null;
    return { quantity, option: optionFields(selection) };
  };

  // The theme's pay-later / prequalification widgets follow the price 1000 ms after the shopper
  // changes what it is computed from (the money engine computes it then, not at load).
  const shownQuantity = quantity === '' ? 1 : quantity;
  usePaymentRefresh(
    priceVisibility(product, settings) === 'price' ? JSON.stringify([shownQuantity, selection]) : null,
    'product',
    (money) => totalPrice(money, product, selection, shownQuantity),
  );

  const pos = settings.mode === 'pos';
  const shopperButtons = showsShopperButtons(settings);
  const orderable = isOrderable(product);

  return (
    <div className={styles.product}>
      {image && <ProductImage src={image} alt={product.name} fallback={fallback} />}
      <div className={styles.details}>
        {fitmentNotice && product.aaia && product.mpn && <FitmentNotice aaia={product.aaia} mpn={product.mpn} />}
        <PriceBlock product={product} selection={selection} quantity={quantity === '' ? 1 : quantity} />
        <Options options={product.options ?? []} selection={selection} errors={errors} idPrefix={instanceId} onChange={choose} />
        {orderable ? (
          <div className={styles.buy}>
            <QuantityInput value={quantity} onChange={setQuantity} min={minimum} label={shared('quantity')} />
            {shopperButtons && <BuyButtons product={product} prepare={prepare} quantity={quantity} instanceId={instanceId} />}
          </div>
        ) : (
          <ContactUs product={product} />
        )}
        <div className={styles.actions}>
          <ListActions product={product} showCompare={shopperButtons} />
          <ShareButtons product={product} />
        </div>
        <Packages product={product} />
        {pos && (
          <Suspense fallback={<Loading label={t('loadingPos')} showLabel />}>
            <PosPanel product={product} quantity={quantity === '' ? minimum : quantity} instanceId={instanceId} />
          </Suspense>
        )}
      </div>
    </div>
  );
}

/** Typed options start with the store's pre-filled text; choices start unchosen. */
function initialSelection(options: ProductOption[] | undefined): OptionSelection {
  const selection: OptionSelection = {};
  for (const o of options ?? []) if (o.value) selection[String(o.product_option_id)] = o.value;
  return selection;
}

function sameErrors(a: Record<string, string>, b: Record<string, string>): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((k) => a[k] === b[k]);
}
