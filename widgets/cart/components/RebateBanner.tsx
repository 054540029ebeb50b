import type { Rebate } from '../../../shared/cart';
import { safeUrl } from '../../../shared/api/url';
import { SafeHtml } from '../../../shared/ui/SafeHtml';
import { useTexts } from '../../../shared/texts';
import styles from '../cart.module.css';
import { cartTexts } from '../texts';

/**
 * A manufacturer rebate on a cart line (`rebates.unique`). `normalBanner` is the store's banner:
 * HTML (through SafeHtml, followed by its own tracking link, as the HTML may hold links of its
 * own and links cannot nest) or a plain image URL (the image is the link). The tracking link
 * opens a new tab so the cart stays open.
 */
export function RebateBanner({ rebate }: { rebate: Rebate }) {
  const t = useTexts(cartTexts);
  const banner = rebate.normalBanner;
  const link = rebate.trackingURL;
  if (banner.trim().startsWith('<')) {
    return (
      <div className={styles.rebate}>
        <SafeHtml html={banner} />
        {link && (
          <a href={link} target="_blank" rel="noopener noreferrer">
            {t('rebateDetails')}
            <span className="pf-visually-hidden">{t('newTab')}</span>
          </a>
        )}
      </div>
    );
  }
  const src = safeUrl(banner);
  const image = src ? <img src={src} alt={t('rebateOffer')} /> : t('rebateOffer');
  return (
    <div className={styles.rebate}>
      {link ? (
        <a href={link} target="_blank" rel="noopener noreferrer">
          {image}
          <span className="pf-visually-hidden">{t('newTab')}</span>
        </a>
      ) : (
        image
      )}
    </div>
  );
}
