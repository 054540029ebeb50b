import { useEffect, useId } from 'react';
import { customerKeys, getCustomer, getLocalization, type CustomerDetails, type Localization } from '../../../shared/api/customer';
import { useQuery } from '../../../shared/data';
import { takeFlash } from '../../../shared/runtime/storage';
import { Button, LoadFailed, Loading, notifySuccess } from '../../../shared/ui';
import { AddressMenu } from '../general/AddressMenu';
import { AddressPane } from '../general/AddressPane';
import { fieldBuilders } from '../general/fieldBuilders';
import { GeneralPane } from '../general/GeneralPane';
import { SAVED_FLASH, useCustomerForm } from '../general/useCustomerForm';
import { useTexts } from '../../../shared/texts';
import styles from '../pos-customer-edit.module.css';
import { posCustomerEditTexts } from '../texts';

export { SAVED } from '../general/useCustomerForm';
/** Beside the disabled Save while a field breaks a rule (spec 2 §4: validity gates Save). */
export const SAVE_HINT = posCustomerEditTexts.en.saveHint;
export const SHOW_PROBLEMS = posCustomerEditTexts.en.showProblems;

/**
 * General (spec 2 §2 §3 §5): the customer's fields and a left menu of the addresses (add, edit,
 * remove). Errors show under their fields as the staff leaves them; Save stays disabled until
 * every rule holds, and "Show what to fix" shows them all at once; the
 * store's field errors land under their fields too, with a toast. After adding, the page goes to
 * the new customer's edit page, which says "Customer successfully saved!" (left as a flash).
 * The form's state and actions are in general/useCustomerForm.ts; the panes' markup beside it.
 */
export function GeneralTab({ customerId }: { customerId?: number }) {
  const t = useTexts(posCustomerEditTexts);
  const details = useQuery(customerKeys.record(customerId ?? 0), (signal) => getCustomer(customerId ?? 0, signal));
  const localization = useQuery(customerKeys.localization, (signal) => getLocalization(signal), { staleMs: Infinity });
  // The save that added this customer left its toast for this page (the old page was gone before it could show).
  useEffect(() => {
    const saved = takeFlash(SAVED_FLASH);
    if (saved) notifySuccess(saved);
  }, []);
  if (details.error || localization.error) {
    const retry = () => {
      void details.refetch();
      void localization.refetch();
    };
    return <LoadFailed className={styles.stateRow} messageClassName={styles.error} text={t('loadFailed')} retryLabel={t('retry')} size="sm" onRetry={retry} />;
  }
  if (!details.data || !localization.data) return <Loading label={t('loading')} showLabel />;
  return <CustomerForm details={details.data} localization={localization.data} editing={Boolean(customerId)} />;
}

function CustomerForm({ details, localization, editing }: { details: CustomerDetails; localization: Localization; editing: boolean }) {
  const uid = useId();
  const t = useTexts(posCustomerEditTexts);
  const form = useCustomerForm(details, editing);
  const { formik, values, pane, invalid, showProblems } = form;
  const build = fieldBuilders(form, uid);

  return (
    <form
      className={styles.general}
      noValidate
      aria-label={t('formLabel')}
      onSubmit={(e) => {
        // Enter in a field while a rule is broken: nothing is sent; show what to fix instead.
        if (invalid) {
          e.preventDefault();
          showProblems();
          return;
        }
        formik.handleSubmit(e);
      }}
    >
      <AddressMenu form={form} />
      <div className={styles.pane}>
        {pane === -1 ? (
          <GeneralPane form={form} build={build} details={details} editing={editing} uid={uid} />
        ) : (
          values.addresses[pane] && <AddressPane form={form} build={build} details={details} localization={localization} pane={pane} uid={uid} />
        )}
        <div className={styles.actions}>
          {invalid && (
            <p className={styles.saveHint} id={`${uid}-save-hint`}>
              {t('saveHint')}{' '}
              <Button variant="link" size="sm" onClick={showProblems}>
                {t('showProblems')}
              </Button>
            </p>
          )}
          <Button type="submit" busy={form.saving} disabled={invalid} aria-describedby={invalid ? `${uid}-save-hint` : undefined}>
            {t('save')}
          </Button>
        </div>
      </div>
    </form>
  );
}
