import type { CustomerDetails } from '../../../shared/api/customer';
import { useSettings } from '../../../shared/config';
import { PhoneInput } from '../../../shared/ui';
import fields from '../../../shared/ui/fields.module.css';
import { CustomFieldInput } from './CustomFieldInput';
import type { FieldBuilders } from './fieldBuilders';
import type { CustomerForm } from './useCustomerForm';
import styles from '../pos-customer-edit.module.css';

/** The General pane (spec 2 §3): group, names, contact, password when editing, flags, location, account custom fields. */
export function GeneralPane({ form, build, details, editing, uid }: { form: CustomerForm; build: FieldBuilders; details: CustomerDetails; editing: boolean; uid: string }) {
  const settings = useSettings();
  const { formik, values } = form;
  const { field, text, check } = build;
  const accountFields = details.custom_fields.filter((f) => f.location === 'account');
  const showLocation = settings.isPro && details.locations.length >= 2;
  return (
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
  );
}
