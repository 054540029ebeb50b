import { useId, useMemo, useState, type ReactNode } from 'react';
import { setIn, useFormik, type FormikErrors, type FormikTouched } from 'formik';
import { getCustomer, getLocalization, saveCustomer, type Address, type CustomerDetails, type CustomerFormValues, type CustomField, type Localization } from '../../../shared/api/customer';
import { ApiError, errorText } from '../../../shared/api/errors';
import { useSettings } from '../../../shared/config';
import { storeFieldPath, validateCustomer } from '../../../shared/customer';
import { useMutation, useQuery } from '../../../shared/data';
import { navigation } from '../../../shared/runtime/navigation';
import { Button, Field, Loading, PhoneInput, type FieldControlProps } from '../../../shared/ui';
import fields from '../../../shared/ui/fields.module.css';
import styles from '../pos-customer-edit.module.css';

/** Spec 2 §8. */
export const SAVED = 'Customer successfully saved!';
/** Beside the disabled Save while a field breaks a rule (spec 2 §4: validity gates Save). */
export const SAVE_HINT = 'Save is available once every field is valid.';
export const SHOW_PROBLEMS = 'Show what to fix';

/** No country or zone chosen: the store's 0, as the `id` string every list holds. */
const NONE = '0';

type Customer = CustomerFormValues;

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

type FlagKey = 'newsletter' | 'texting_alerts' | 'tax_exempt' | 'status' | 'safe' | 'require_email' | 'require_telephone' | 'require_address';

/** Flat error paths (`addresses.0.city`) as formik's nested errors. */
function nested(flat: Record<string, string>): FormikErrors<Customer> {
  let out: FormikErrors<Customer> = {};
  for (const [path, message] of Object.entries(flat)) out = setIn(out, path, message);
  return out;
}

/**
 * General (spec 2 §2 §3 §5): the customer's fields and a left menu of the addresses (add, edit,
 * remove). Errors show under their fields as the staff leaves them; Save stays disabled until
 * every rule holds, and "Show what to fix" shows them all at once; the
 * store's field errors land under their fields too, with a toast. After adding, the page goes to
 * the new customer's edit page.
 */
export function GeneralTab({ customerId }: { customerId?: number }) {
  const details = useQuery(['customers', 'record', customerId ?? 0], (signal) => getCustomer(customerId ?? 0, signal));
  const localization = useQuery(['localization'], (signal) => getLocalization(signal), { staleMs: Infinity });
  if (details.error || localization.error) {
    return (
      <div role="alert" className={styles.stateRow}>
        <p className={styles.error}>The customer could not be loaded.</p>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => {
            void details.refetch();
            void localization.refetch();
          }}
        >
          Retry
        </Button>
      </div>
    );
  }
  if (!details.data || !localization.data) return <Loading label="Loading customer…" showLabel />;
  return <CustomerForm details={details.data} localization={localization.data} editing={Boolean(customerId)} />;
}

function CustomerForm({ details, localization, editing }: { details: CustomerDetails; localization: Localization; editing: boolean }) {
  const uid = useId();
  const settings = useSettings();
  const [pane, setPane] = useState<number>(-1); // -1: General, else the address index
  const initial = useMemo<Customer>(() => ({ ...details.customer, password: '' }), [details.customer]);

  const save = useMutation((values: Customer) => saveCustomer(values), {
    errorToast: (e) => errorText(e, 'The customer could not be saved.'),
    invalidates: [['customers']],
    onSuccess: (answer) => {
      if (answer.result === 'added' && answer.redirect) {
        navigation.go(answer.redirect);
        return;
      }
      formik.resetForm({ values: { ...answer.customer, password: '' } });
    },
    successToast: SAVED,
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
  const invalid = problems.length > 0;
  const showProblems = () => {
    let touched: FormikTouched<Customer> = {};
    for (const path of problems) touched = setIn(touched, path, true);
    void formik.setTouched(touched, true);
    showPaneOf(problems);
  };

  const showPaneOf = (paths: string[]) => {
    if (paths.some((p) => !p.startsWith('addresses.'))) return setPane(-1);
    const first = paths.map((p) => Number(p.split('.')[1])).sort((a, b) => a - b)[0];
    if (Number.isInteger(first)) setPane(first);
  };

  const errorAt = (path: string): string | undefined => {
    const parts = path.split('.');
    const error = parts.reduce<unknown>((node, k) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[k] : undefined), formik.errors);
    const touched = parts.reduce<unknown>((node, k) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[k] : undefined), formik.touched);
    return typeof error === 'string' && (touched || formik.submitCount > 0) ? error : undefined;
  };

  const field = (path: string, label: string, input: (a11y: FieldControlProps) => ReactNode, required = false) => {
    const id = `${uid}-${path}`;
    const error = errorAt(path);
    return (
      <Field key={path} id={id} label={label} error={error} required={required}>
        {input}
      </Field>
    );
  };
  const text = (path: string, label: string, opts: { required?: boolean; type?: string; autoComplete?: string } = {}) =>
    field(
      path,
      label,
      (a11y) => (
        <input
          {...a11y}
          className={fields.input}
          name={path}
          type={opts.type ?? 'text'}
          autoComplete={opts.autoComplete ?? 'off'}
          value={String(formik.getFieldProps(path).value ?? '')}
          onChange={formik.handleChange}
          onBlur={formik.handleBlur}
        />
      ),
      opts.required,
    );
  /** A 0/1 flag of the store, held by the form as a boolean (posted as 1/0 by customerForm). */
  const check = (path: FlagKey, label: string, role?: 'switch') => (
    <label className={fields.check} key={path}>
      <input
        type="checkbox"
        role={role}
        name={path}
        checked={values[path]}
        onChange={(e) => void formik.setFieldValue(path, e.target.checked)}
      />
      {label}
    </label>
  );

  const accountFields = details.custom_fields.filter((f) => f.location === 'account');
  const addressFields = details.custom_fields.filter((f) => f.location === 'address');
  const showLocation = settings.isPro && details.locations.length >= 2;

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

  return (
    <form
      className={styles.general}
      noValidate
      aria-label="Customer details"
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
      <nav className={styles.menu} aria-label="Customer sections">
        <ul>
          <li>
            <button type="button" className={styles.menuItem} aria-current={pane === -1 ? 'true' : undefined} onClick={() => setPane(-1)}>
              General
            </button>
          </li>
          {values.addresses.map((a, i) => (
            <li key={i} className={styles.menuRow}>
              <button type="button" className={styles.menuItem} aria-current={pane === i ? 'true' : undefined} onClick={() => setPane(i)}>
                Address {i + 1}
                {a.address_1 ? <span className={styles.menuHint}>{a.address_1}</span> : null}
              </button>
              <button type="button" className={styles.removeButton} aria-label={`Remove address ${i + 1}`} onClick={() => removeAddress(i)}>
                <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
          <li>
            <button type="button" className={styles.menuItem} onClick={addAddress}>
              + Add Address
            </button>
          </li>
        </ul>
      </nav>

      <div className={styles.pane}>
        {pane === -1 ? (
          <fieldset className={fields.group}>
            <legend className={fields.legend}>General</legend>
            {field('customer_group_id', 'Customer Group', (a11y) => (
              <select {...a11y} className={fields.select} name="customer_group_id" value={values.customer_group_id} onChange={(e) => void formik.setFieldValue('customer_group_id', Number(e.target.value))}>
                {details.customer_groups.map((g) => (
                  <option key={g.customer_group_id} value={g.customer_group_id}>
                    {g.name}
                  </option>
                ))}
              </select>
            ))}
            <div className={fields.row}>
              {text('firstname', 'First Name', { required: true, autoComplete: 'off' })}
              {text('lastname', 'Last Name', { required: true })}
            </div>
            <div className={fields.row}>
              {text('email', 'E-Mail', { required: values.require_email, type: 'email' })}
              {field(
                'telephone',
                'Telephone',
                (a11y) => (
                  <PhoneInput
                    {...a11y}
                    name="telephone"
                    className={fields.input}
                    value={values.telephone}
                    onChange={(v) => void formik.setFieldValue('telephone', v)}
                    onBlur={formik.handleBlur}
                  />
                ),
                values.require_telephone,
              )}
            </div>
            {editing && text('password', 'Password', { type: 'password', autoComplete: 'new-password' })}
            <div className={styles.switches}>
              {check('require_email', 'Require email', 'switch')}
              {check('require_telephone', 'Require telephone', 'switch')}
              {check('require_address', 'Require address', 'switch')}
            </div>
            <div className={styles.switches}>
              {check('newsletter', 'Newsletter')}
              {check('texting_alerts', 'Customer consents to text messages')}
              {check('status', 'Enabled')}
              {settings.mode !== 'pos' && check('safe', 'Safe')}
              {check('tax_exempt', 'Tax exempt')}
            </div>
            {values.tax_exempt && text('tax_exempt_number', 'Tax Exempt Number', { required: true })}
            {showLocation &&
              field('default_location_id', 'Default Location', (a11y) => (
                <select {...a11y} className={fields.select} name="default_location_id" value={values.default_location_id} onChange={(e) => void formik.setFieldValue('default_location_id', Number(e.target.value))}>
                  <option value={0}>--- None ---</option>
                  {details.locations.map((l) => (
                    <option key={l.location_id} value={l.location_id}>
                      {l.name}
                    </option>
                  ))}
                </select>
              ))}
            {accountFields.map((f) => (
              <CustomFieldInput key={f.custom_field_id} uid={uid} field={f} name={`custom_field.${f.custom_field_id}`} value={values.custom_field[f.custom_field_id]} onChange={(v) => void formik.setFieldValue(`custom_field.${f.custom_field_id}`, v)} />
            ))}
          </fieldset>
        ) : (
          values.addresses[pane] && (
            <fieldset className={fields.group}>
              <legend className={fields.legend}>Address {pane + 1}</legend>
              <div className={fields.row}>
                {text(`addresses.${pane}.firstname`, 'First Name', { required: values.require_address })}
                {text(`addresses.${pane}.lastname`, 'Last Name', { required: values.require_address })}
              </div>
              {text(`addresses.${pane}.company`, 'Company')}
              {text(`addresses.${pane}.address_1`, 'Address 1', { required: values.require_address })}
              {text(`addresses.${pane}.address_2`, 'Address 2')}
              <div className={fields.row}>
                {text(`addresses.${pane}.city`, 'City', { required: values.require_address })}
                {text(`addresses.${pane}.postcode`, 'Postcode', { required: values.require_address })}
              </div>
              <div className={fields.row}>
                {field(
                  `addresses.${pane}.country_id`,
                  'Country',
                  (a11y) => (
                    <select
                      {...a11y}
                      className={fields.select}
                      name={`addresses.${pane}.country_id`}
                      value={values.addresses[pane].country_id}
                      onBlur={formik.handleBlur}
                      onChange={(e) => {
                        void formik.setFieldValue(`addresses.${pane}.country_id`, e.target.value);
                        void formik.setFieldValue(`addresses.${pane}.zone_id`, NONE);
                      }}
                    >
                      <option value={NONE}>--- Please Select ---</option>
                      {localization.countries.map((c) => (
                        <option key={c.country_id} value={c.country_id}>
                          {c.name}
                        </option>
                      ))}
                    </select>
                  ),
                  values.require_address,
                )}
                {field(
                  `addresses.${pane}.zone_id`,
                  'Region / State',
                  (a11y) => (
                    <select
                      {...a11y}
                      className={fields.select}
                      name={`addresses.${pane}.zone_id`}
                      value={values.addresses[pane].zone_id}
                      onBlur={formik.handleBlur}
                      onChange={(e) => void formik.setFieldValue(`addresses.${pane}.zone_id`, e.target.value)}
                    >
                      <option value={NONE}>--- Please Select ---</option>
                      {localization.zones
                        .filter((z) => z.country_id === values.addresses[pane].country_id)
                        .map((z) => (
                          <option key={z.zone_id} value={z.zone_id}>
                            {z.name}
                          </option>
                        ))}
                    </select>
                  ),
                  values.require_address,
                )}
              </div>
              {addressFields.map((f) => (
                <CustomFieldInput
                  key={f.custom_field_id}
                  uid={`${uid}-a${pane}`}
                  field={f}
                  name={`addresses.${pane}.custom_field.${f.custom_field_id}`}
                  value={values.addresses[pane].custom_field[f.custom_field_id]}
                  onChange={(v) => void formik.setFieldValue(`addresses.${pane}.custom_field.${f.custom_field_id}`, v)}
                />
              ))}
              {values.addresses[pane].address_id > 0 && (
                <label className={fields.check}>
                  <input type="checkbox" checked={values.address_id === values.addresses[pane].address_id} onChange={(e) => e.target.checked && void formik.setFieldValue('address_id', values.addresses[pane].address_id)} />
                  Default address
                </label>
              )}
            </fieldset>
          )
        )}
        <div className={styles.actions}>
          {invalid && (
            <p className={styles.saveHint} id={`${uid}-save-hint`}>
              {SAVE_HINT}{' '}
              <Button variant="link" size="sm" onClick={showProblems}>
                {SHOW_PROBLEMS}
              </Button>
            </p>
          )}
          <Button type="submit" busy={save.pending} disabled={invalid} aria-describedby={invalid ? `${uid}-save-hint` : undefined}>
            Save
          </Button>
        </div>
      </div>
    </form>
  );
}

/** An account or address custom field of any type (spec 2 §3 "Custom field"). */
function CustomFieldInput({ uid, field, name, value, onChange }: { uid: string; field: CustomField; name: string; value: string | string[] | undefined; onChange: (v: string | string[]) => void }) {
  const id = `${uid}-cf-${field.custom_field_id}`;
  const single = typeof value === 'string' ? value : '';
  const list = Array.isArray(value) ? value : [];
  if (field.type === 'radio' || field.type === 'checkbox') {
    return (
      <fieldset className={fields.group}>
        <legend className={fields.label}>{field.name}</legend>
        <div className={styles.switches}>
          {field.values.map((v) => {
            const key = String(v.custom_field_value_id);
            return (
              <label className={fields.check} key={key}>
                <input
                  type={field.type}
                  name={name}
                  value={key}
                  checked={field.type === 'radio' ? single === key : list.includes(key)}
                  onChange={(e) => onChange(field.type === 'radio' ? key : e.target.checked ? [...list, key] : list.filter((x) => x !== key))}
                />
                {v.name}
              </label>
            );
          })}
        </div>
      </fieldset>
    );
  }
  const control = (a11y: FieldControlProps) =>
    field.type === 'select' ? (
      <select {...a11y} className={fields.select} name={name} value={single} onChange={(e) => onChange(e.target.value)}>
        <option value="">--- Please Select ---</option>
        {field.values.map((v) => (
          <option key={v.custom_field_value_id} value={String(v.custom_field_value_id)}>
            {v.name}
          </option>
        ))}
      </select>
    ) : field.type === 'textarea' ? (
      <textarea {...a11y} className={fields.textarea} name={name} value={single} onChange={(e) => onChange(e.target.value)} />
    ) : (
      <input
        {...a11y}
        className={fields.input}
        name={name}
        type={field.type === 'datetime' ? 'datetime-local' : field.type === 'text' ? 'text' : field.type}
        value={field.type === 'datetime' ? single.replace(' ', 'T') : single}
        onChange={(e) => onChange(field.type === 'datetime' ? e.target.value.replace('T', ' ') : e.target.value)}
      />
    );
  return (
    <Field id={id} label={field.name}>
      {control}
    </Field>
  );
}

