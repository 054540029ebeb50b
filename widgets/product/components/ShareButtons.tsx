import { useState } from 'react';
import type { Product } from '../../../shared/api/shapes/product';
import { notifyError, notifySuccess } from '../../../shared/ui/toast';
import { OnDemandPart } from '../../../shared/ui/OnDemandPart';
import { onDemand } from '../../../shared/runtime/onDemand';
import { useTexts } from '../../../shared/texts';
import styles from '../product.module.css';
import { productPageTexts } from '../texts';

// The QR dialog and the QR library load on the first click only ("loaded on first use").
const qrDialog = onDemand(() => import('./QrModal'));

/** The product's page as an absolute URL (what is shared and encoded). */
export const productUrl = (product: Product): string => new URL(product.links?.view || window.location.href, window.location.href).toString();

/**
 * Share: the Web Share API where the browser has it, else the link goes to the clipboard with a
 * toast. A shopper who cancels the share sheet gets no error.
 */
export function ShareButtons({ product }: { product: Product }) {
  const t = useTexts(productPageTexts);
  const [qrOpen, setQrOpen] = useState(false);
  const [qrLoaded, setQrLoaded] = useState(false);
  const url = productUrl(product);

  const share = async () => {
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title: product.name, url });
      } catch (error) {
        if ((error as Error)?.name !== 'AbortError') notifyError(t('shareFailed'));
      }
      return;
    }
    try {
      await navigator.clipboard.writeText(url);
      notifySuccess(t('copied'));
    } catch {
      notifyError(t('copyFailed'));
    }
  };

  return (
    <>
      <button type="button" className={styles.secondaryButton} onClick={() => void share()}>
        {t('share')}
      </button>
      <button
        type="button"
        className={styles.secondaryButton}
        onClick={() => {
          setQrLoaded(true);
          setQrOpen(true);
        }}
      >
        {t('qrCode')}
      </button>
      {qrLoaded && (
        <OnDemandPart
          part={qrDialog}
          loading={t('loadingQr')}
          failed={t('qrLoadFailed')}
          render={({ default: QrModal }) => <QrModal open={qrOpen} onClose={() => setQrOpen(false)} url={url} name={product.name} t={t} />}
        />
      )}
    </>
  );
}
