import { useState } from 'react';
import type { Product } from '../../../shared/api/shapes/product';
import { OnDemandPart } from '../../../shared/ui/OnDemandPart';
import { onDemand } from '../../../shared/runtime/onDemand';
import { useTexts } from '../../../shared/texts';
import styles from '../product.module.css';
import { productPageTexts } from '../texts';

// Formik, yup, the phone mask and the form load on the first open.
const contactDialog = onDemand(() => import('./ContactUsModal'));

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
        <OnDemandPart
          part={contactDialog}
          loading={t('loadingContact')}
          failed={t('contactLoadFailed')}
          render={({ default: ContactUsModal }) => <ContactUsModal open={open} onClose={() => setOpen(false)} product={product} t={t} />}
        />
      )}
    </>
  );
}
