import { lazy, Suspense, useState } from 'react';
import type { Product } from '../../../shared/api/shapes/product';
import { notifyError, notifySuccess } from '../../../shared/ui/toast';
import { Loading } from '../../../shared/ui/Loading';
import styles from '../product.module.css';

// The QR dialog and the QR library load on the first click only ("loaded on first use").
const QrModal = lazy(() => import('./QrModal'));

/** The product's page as an absolute URL (what is shared and encoded). */
export const productUrl = (product: Product): string => new URL(product.links?.view || window.location.href, window.location.href).toString();

/**
 * Share: the Web Share API where the browser has it, else the link goes to the clipboard with a
 * toast. A shopper who cancels the share sheet gets no error.
 */
export function ShareButtons({ product }: { product: Product }) {
  const [qrOpen, setQrOpen] = useState(false);
  const [qrLoaded, setQrLoaded] = useState(false);
  const url = productUrl(product);

  const share = async () => {
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title: product.name, url });
      } catch (error) {
        if ((error as Error)?.name !== 'AbortError') notifyError('The link could not be shared.');
      }
      return;
    }
    try {
      await navigator.clipboard.writeText(url);
      notifySuccess('The link to this product was copied to the clipboard.');
    } catch {
      notifyError('The link could not be copied.');
    }
  };

  return (
    <>
      <button type="button" className={styles.secondaryButton} onClick={() => void share()}>
        Share
      </button>
      <button
        type="button"
        className={styles.secondaryButton}
        onClick={() => {
          setQrLoaded(true);
          setQrOpen(true);
        }}
      >
        QR Code
      </button>
      {qrLoaded && (
        <Suspense fallback={<Loading label="Loading the QR code…" />}>
          <QrModal open={qrOpen} onClose={() => setQrOpen(false)} url={url} name={product.name} />
        </Suspense>
      )}
    </>
  );
}
