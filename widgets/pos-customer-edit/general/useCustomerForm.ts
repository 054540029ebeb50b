import { useMemo, useState } from 'react';
import { setIn, useFormik, type FormikErrors, type FormikTouched } from 'formik';
import { saveCustomer, type Address, type CustomerDetails, type CustomerFormValues } from '../../../shared/api/customer';
import { customerKeys } from '../../../shared/api/customer';
import { ApiError, errorText } from '../../../shared/api/errors';
import { storeFieldPath, validateCustomer } from '../../../shared/customer';
import { useMutation } from '../../../shared/data';
import { navigation } from '../../../shared/runtime/navigation';
import { leaveFlash } from '../../../shared/runtime/storage';
import { text } from '../../../shared/texts';
import { posCustomerEditTexts } from '../texts';

/** Spec 2 §8 (English; shown from the catalog). */
export const SAVED = posCustomerEditTexts.en.saved;
const savedText = () => text(posCustomerEditTexts, 'saved');
/** The flash a new customer's save leaves for the edit page the store sends the browser to. */
export const SAVED_FLASH = 'customer-saved';

/** No country or zone chosen: the store's 0, as the `id` string every list holds. */
export const NONE = '0';

export type Customer = CustomerFormValues;

const emptyAddress = (c: Pick<Customer, 'firstname' | 'lastname'>): Address => ({
  address_id: 0,
  firstname: c.firstname,
  lastname: c.lastname,
  company: '',
  address_1: '',
  address_2: '',
  city: '',
  postcode: '',
  country_id: NONE,
  zone_id: NONE,
  custom_field: {},
});

/** Flat error paths (`addresses.0.city`) as formik's nested errors. */
function nested(flat: Record<string, string>): FormikErrors<Customer> {
  let out: FormikErrors<Customer> = {};
  for (const [path, message] of Object.entries(flat)) out = setIn(out, path, message);
  return out;
}

/**
 * The General tab's state and actions: the form (formik), the pane shown (-1: General, else an
 * address), validity gating Save (spec 2 §4 §5), the store's field errors under their fields, and
 * the addresses' add and remove.
 */
export function useCustomerForm(details: CustomerDetails, editing: boolean) {
  const [pane, setPane] = useState<number>(-1);
  const initial = useMemo<Customer>(() => ({ ...details.customer, password: '' }), [details.customer]);

  const showPaneOf = (paths: string[]) => {
    if (paths.some((p) => !p.startsWith('addresses.'))) return setPane(-1);
    const first = paths.map((p) => Number(p.split('.')[1])).sort((a, b) => a - b)[0];
    if (Number.isInteger(first)) setPane(first);
  };

  const save = useMutation((values: Customer) => saveCustomer(values), {
    errorToast: (e) => errorText(e, text(posCustomerEditTexts, 'saveFailed')),
    invalidates: [customerKeys.all],
    onSuccess: (answer) => {
      if (answer.result === 'added' && answer.redirect) {
        // This page is about to go: the new customer's page says it was saved.
        leaveFlash(SAVED_FLASH, savedText());
        navigation.go(answer.redirect);
        return;
      }
      formik.resetForm({ values: { ...answer.customer, password: '' } });
    },
    successToast: savedText,
    onError: (e) => {
      if (!(e instanceof ApiError) || !Object.keys(e.fields).length) return;
      const flat: Record<string, string> = {};
      for (const [key, message] of Object.entries(e.fields)) flat[storeFieldPath(key)] = message;
      formik.setErrors(nested(flat));
      showPaneOf(Object.keys(flat));
    },
  });

  const formik = useFormik<Customer>({
    initialValues: initial,
    validate: (values) => nested(validateCustomer(values, { editing })),
    validateOnMount: false,
    onSubmit: (values) => void save.mutate(values),
  });
  const { values } = formik;

  // Spec 2 §4 §5: validity gates Save. While a rule is broken Save is disabled, and "Show what
  // to fix" marks every broken field and opens the pane (General or an address) of the first.
  const problems = useMemo(() => Object.keys(validateCustomer(values, { editing })), [values, editing]);
  const showProblems = () => {
    let touched: FormikTouched<Customer> = {};
    for (const path of problems) touched = setIn(touched, path, true);
    void formik.setTouched(touched, true);
    showPaneOf(problems);
  };

  /** The error to show under a field: once it was left (touched) or a save was tried. */
  const errorAt = (path: string): string | undefined => {
    const parts = path.split('.');
    const error = parts.reduce<unknown>((node, k) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[k] : undefined), formik.errors);
    const touched = parts.reduce<unknown>((node, k) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[k] : undefined), formik.touched);
    return typeof error === 'string' && (touched || formik.submitCount > 0) ? error : undefined;
  };

  const addAddress = () => {
    const next = [...values.addresses, emptyAddress(values)];
    void formik.setFieldValue('addresses', next, false);
    setPane(next.length - 1);
  };
  const removeAddress = (index: number) => {
    const removed = values.addresses[index];
    const next = values.addresses.filter((_, i) => i !== index);
    void formik.setFieldValue('addresses', next);
    if (removed.address_id && removed.address_id === values.address_id) void formik.setFieldValue('address_id', next[0]?.address_id ?? 0);
    void formik.setTouched({ ...formik.touched, addresses: (formik.touched.addresses as FormikTouched<Address>[] | undefined)?.filter((_, i) => i !== index) });
    setPane(-1);
  };

  return { formik, values, pane, setPane, invalid: problems.length > 0, showProblems, errorAt, addAddress, removeAddress, saving: save.pending };
}

export type CustomerForm = ReturnType<typeof useCustomerForm>;
