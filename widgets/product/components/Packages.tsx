import { useState } from 'react';
import type { Product } from '../../../shared/api/shapes/product';
import { useTexts } from '../../../shared/texts';
import styles from '../product.module.css';
import { productPageTexts } from '../texts';

/** Spec 1 §9: up to 3 "included in" packages before a "show more". */
export const PACKAGES_SHOWN = 3;

/**
 * A kit lists its components with `quantity_in_kit`; a component lists the kits it is in. The docs
 * name no item fields (A6): an item without a link is shown unlinked.
 */
export function Packages({ product }: { product: Product }) {
  const t = useTexts(productPageTexts);
  const [all, setAll] = useState(false);
  const components = product.is_package ? (product.package_components ?? []) : [];
  const includedIn = product.is_package_component ? (product.included_in ?? []) : [];
  if (!components.length && !includedIn.length) return null;
  const shown = all ? includedIn : includedIn.slice(0, PACKAGES_SHOWN);

  return (
    <div className={styles.packages}>
      {components.length > 0 && (
        <section aria-labelledby={`pf-kit-${product.product_id}`}>
          <h2 className={styles.subheading} id={`pf-kit-${product.product_id}`}>
            {t('kit')}
          </h2>
          <ul>
            {components.map((c) => (
              <li key={String(c.product_id)}>
                <span className={styles.kitQty}>{c.quantity_in_kit} ×</span> {c.links.view ? <a href={c.links.view}>{c.name}</a> : c.name}
                {c.model && <span className={styles.muted}> ({c.model})</span>}
              </li>
            ))}
          </ul>
        </section>
      )}
      {includedIn.length > 0 && (
        <section aria-labelledby={`pf-in-${product.product_id}`}>
          <h2 className={styles.subheading} id={`pf-in-${product.product_id}`}>
            {t('includedIn')}
          </h2>
          <ul>
            {shown.map((p) => (
              <li key={String(p.product_id)}>
                {p.links.view ? <a href={p.links.view}>{p.name}</a> : p.name}
              </li>
            ))}
          </ul>
          {includedIn.length > PACKAGES_SHOWN && (
            <button type="button" className={styles.linkButton} aria-expanded={all} onClick={() => setAll(!all)}>
              {t(all ? 'showLess' : 'showMore')}
            </button>
          )}
        </section>
      )}
    </div>
  );
}
