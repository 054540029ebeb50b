import { lazy, Suspense, useState } from 'react';
import type { Product } from '../../../shared/api/shapes/product';
import { Loading } from '../../../shared/ui/Loading';
import styles from '../product.module.css';

// Formik, yup, the phone mask and the form load on the first open.
const ContactUsModal = lazy(() => import('./ContactUsModal'));

/** For items that cannot be bought online: a "Contact Us" button opening the contact form. */
export function ContactUs({ product }: { product: Product }) {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  return (
    <>
      <p className={styles.muted}>This item cannot be purchased online. Contact us about it.</p>
      <button
        type="button"
        className={styles.primaryButton}
        onClick={() => {
          setLoaded(true);
          setOpen(true);
        }}
      >
        Contact Us
      </button>
      {loaded && (
        <Suspense fallback={<Loading label="Loading the contact form…" />}>
          <ContactUsModal open={open} onClose={() => setOpen(false)} product={product} />
        </Suspense>
      )}
    </>
  );
}
