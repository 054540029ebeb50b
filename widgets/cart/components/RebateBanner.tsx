import type { Rebate } from '../../../shared/cart';
import { safeUrl } from '../../../shared/api/url';
import { SafeHtml } from '../../../shared/ui/SafeHtml';
import styles from '../cart.module.css';

/**
 * A manufacturer rebate on a cart line (`rebates.unique`). `normalBanner` is the store's banner:
 * HTML (through SafeHtml, followed by its own tracking link, as the HTML may hold links of its
 * own and links cannot nest) or a plain image URL (the image is the link). The tracking link
 * opens a new tab so the cart stays open.
 */
export function RebateBanner({ rebate }: { rebate: Rebate }) {
  const banner = rebate.normalBanner;
  const link = rebate.trackingURL;
  if (banner.trim().startsWith('<')) {
    return (
      <div className={styles.rebate}>
        <SafeHtml html={banner} />
        {link && (
          <a href={link} target="_blank" rel="noopener noreferrer">
            Rebate details<span className="pf-visually-hidden"> (opens in a new tab)</span>
          </a>
        )}
      </div>
    );
  }
  const src = safeUrl(banner);
  const image = src ? <img src={src} alt="Rebate offer" /> : 'Rebate offer';
  return (
    <div className={styles.rebate}>
      {link ? (
        <a href={link} target="_blank" rel="noopener noreferrer">
          {image}
          <span className="pf-visually-hidden"> (opens in a new tab)</span>
        </a>
      ) : (
        image
      )}
    </div>
  );
}
