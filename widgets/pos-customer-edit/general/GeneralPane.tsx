import type { CustomerDetails } from '../../../shared/api/customer';
import { useSettings } from '../../../shared/config';
import { PhoneInput } from '../../../shared/ui';
import fields from '../../../shared/ui/fields.module.css';
import { CustomFieldInput } from './CustomFieldInput';
import type { FieldBuilders } from './fieldBuilders';
import type { CustomerForm } from './useCustomerForm';
import { useTexts } from '../../../shared/texts';
import styles from '../pos-customer-edit.module.css';
import { posCustomerEditTexts } from '../texts';

/** The General pane (spec 2 §3): group, names, contact, password when editing, flags, location, account custom fields. */
export function GeneralPane({ form, build, details, editing, uid }: { form: CustomerForm; build: FieldBuilders; details: CustomerDetails; editing: boolean; uid: string }) {
  const settings = useSettings();
  const { formik, values } = form;
  const { field, text, check } = build;
  const t = useTexts(posCustomerEditTexts);
  const accountFields = details.custom_fields.filter((f) => f.location === 'account');
  const showLocation = settings.isPro && details.locations.length >= 2;
  return (
    <fieldset className={fields.group}>
      <legend className={fields.legend}>{t('tabGeneral')}</legend>
      {field('customer_group_id', t('customerGroup'), (a11y) => (
        <select {...a11y} className={fields.select} name="customer_group_id" value={values.customer_group_id} onChange={(e) => void formik.setFieldValue('customer_group_id', Number(e.target.value))}>
          {details.customer_groups.map((g) => (
            <option key={g.customer_group_id} value={g.customer_group_id}>
              {g.name}
            </option>
          ))}
        </select>
      ))}
      <div className={fields.row}>
        {text('firstname', t('firstName'), { required: true, autoComplete: 'off' })}
        {text('lastname', t('lastName'), { required: true })}
      </div>
      <div className={fields.row}>
        {text('email', t('email'), { required: values.require_email, type: 'email' })}
        {field(
          'telephone',
          t('telephone'),
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
      {editing && text('password', t('password'), { type: 'password', autoComplete: 'new-password' })}
      <div className={styles.switches}>
        {check('require_email', t('requireEmail'), 'switch')}
        {check('require_telephone', t('requireTelephone'), 'switch')}
        {check('require_address', t('requireAddress'), 'switch')}
      </div>
      <div className={styles.switches}>
        {check('newsletter', t('newsletter'))}
        {check('texting_alerts', t('textingAlerts'))}
        {check('status', t('enabled'))}
        {settings.mode !== 'pos' && check('safe', t('safe'))}
        {check('tax_exempt', t('taxExempt'))}
      </div>
      {values.tax_exempt && text('tax_exempt_number', t('taxExemptNumber'), { required: true })}
      {showLocation &&
        field('default_location_id', t('defaultLocation'), (a11y) => (
          <select {...a11y} className={fields.select} name="default_location_id" value={values.default_location_id} onChange={(e) => void formik.setFieldValue('default_location_id', Number(e.target.value))}>
            <option value={0}>{t('none')}</option>
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
