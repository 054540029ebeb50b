import { lazy, Suspense, useState } from 'react';
import type { Product } from '../../../shared/api/shapes/product';
import { Loading } from '../../../shared/ui/Loading';
import { useTexts } from '../../../shared/texts';
import styles from '../product.module.css';
import { productPageTexts } from '../texts';

// Formik, yup, the phone mask and the form load on the first open.
const ContactUsModal = lazy(() => import('./ContactUsModal'));

/** For items that cannot be bought online: a "Contact Us" button opening the contact form. */
export function ContactUs({ product }: { product: Product }) {
  const t = useTexts(productPageTexts);
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  return (
    <>
      <p className={styles.muted}>{t('notOnline')}</p>
      <button
        type="button"
        className={styles.primaryButton}
        onClick={() => {
          setLoaded(true);
          setOpen(true);
        }}
      >
        {t('contactUs')}
      </button>
      {loaded && (
        <Suspense fallback={<Loading label={t('loadingContact')} />}>
          <ContactUsModal open={open} onClose={() => setOpen(false)} product={product} t={t} />
        </Suspense>
      )}
    </>
  );
}
