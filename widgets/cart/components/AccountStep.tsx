import { lazy, Suspense, useId, useState } from 'react';
import { logoutCustomer } from '../../../shared/api/account';
import { pageUrl } from '../../../shared/api/endpoints/pages';
import { errorText } from '../../../shared/api/errors';
import { useMutation } from '../../../shared/data';
import { navigation } from '../../../shared/runtime/navigation';
import { Button } from '../../../shared/ui/Button';
import { Loading } from '../../../shared/ui/Loading';
import { useTexts } from '../../../shared/texts';
import styles from '../cart.module.css';
import { cartTexts } from '../texts';

// Formik and yup load only when the shopper opens a form.
const LoginForm = lazy(() => import('./AccountForms').then((m) => ({ default: m.LoginForm })));
const RegisterForm = lazy(() => import('./AccountForms').then((m) => ({ default: m.RegisterForm })));

export const STEP_TITLE = cartTexts.en.stepTitle;
export const LOGGED_IN_TEXT = cartTexts.en.loggedIn;
export const LOGOUT_FAILED = cartTexts.en.logoutFailed;

export interface AccountStepProps {
  loggedIn: boolean;
  /** The store logged the shopper in (login or a new account). */
  onLoggedIn: (customerId: string | undefined) => void;
}

/**
 * Checkout step 1 on the cart page (spec 3 §4 "Customer"): a shopper who is not logged in may
 * log in (option Login) or register an account; a logged-in shopper may log out, and the browser
 * then goes where the store says (logoutCustomer's `redirect`).
 */
export function AccountStep({ loggedIn, onLoggedIn }: AccountStepProps) {
  const uid = useId();
  const t = useTexts(cartTexts);
  const [open, setOpen] = useState<'login' | 'register' | null>(null);
  const logout = useMutation(logoutCustomer, {
    errorToast: false,
    onSuccess: ({ redirect }) => navigation.go(redirect || pageUrl('pageCart')),
  });

  if (loggedIn) {
    return (
      <section className={styles.section} aria-labelledby={`${uid}-title`}>
        <h2 id={`${uid}-title`} className={styles.stepTitle}>
          {t('stepTitle')}
        </h2>
        <p className={styles.success}>{t('loggedIn')}</p>
        <Button variant="secondary" onClick={() => void logout.mutate()} busy={logout.pending}>
          {t('logout')}
        </Button>
        {logout.error ? (
          <p role="alert" className={styles.error}>
            {errorText(logout.error, t('logoutFailed'))}
          </p>
        ) : null}
      </section>
    );
  }

  const toggle = (which: 'login' | 'register') => setOpen((current) => (current === which ? null : which));
  return (
    <section className={styles.section} aria-labelledby={`${uid}-title`}>
      <h2 id={`${uid}-title`} className={styles.stepTitle}>
        {t('stepTitle')}
      </h2>
      <div className={styles.accountActions}>
        <Button variant="secondary" aria-expanded={open === 'login'} aria-controls={`${uid}-panel`} onClick={() => toggle('login')}>
          {t('login')}
        </Button>
        <Button variant="secondary" aria-expanded={open === 'register'} aria-controls={`${uid}-panel`} onClick={() => toggle('register')}>
          {t('register')}
        </Button>
      </div>
      <div id={`${uid}-panel`}>
        {open && (
          <Suspense fallback={<Loading label={t('loadingForm')} />}>
            {open === 'login' ? <LoginForm onLoggedIn={onLoggedIn} /> : <RegisterForm onLoggedIn={onLoggedIn} />}
          </Suspense>
        )}
      </div>
    </section>
  );
}
