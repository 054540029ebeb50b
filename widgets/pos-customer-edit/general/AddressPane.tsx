import type { CustomerDetails, Localization } from '../../../shared/api/customer';
import fields from '../../../shared/ui/fields.module.css';
import { CustomFieldInput } from './CustomFieldInput';
import type { FieldBuilders } from './fieldBuilders';
import { NONE, type CustomerForm } from './useCustomerForm';
import { useTexts } from '../../../shared/texts';
import { posCustomerEditTexts } from '../texts';

export interface AddressPaneProps {
  form: CustomerForm;
  build: FieldBuilders;
  details: CustomerDetails;
  localization: Localization;
  /** The address shown, by index. */
  pane: number;
  uid: string;
}

/** One address (spec 2 §3): names, lines, city, postcode, country and its zones, address custom fields, default. */
export function AddressPane({ form, build, details, localization, pane, uid }: AddressPaneProps) {
  const { formik, values } = form;
  const { field, text } = build;
  const t = useTexts(posCustomerEditTexts);
  const addressFields = details.custom_fields.filter((f) => f.location === 'address');
  return (
    <fieldset className={fields.group}>
      <legend className={fields.legend}>{t('addressN', { n: pane + 1 })}</legend>
      <div className={fields.row}>
        {text(`addresses.${pane}.firstname`, t('firstName'), { required: values.require_address })}
        {text(`addresses.${pane}.lastname`, t('lastName'), { required: values.require_address })}
      </div>
      {text(`addresses.${pane}.company`, t('company'))}
      {text(`addresses.${pane}.address_1`, t('address1'), { required: values.require_address })}
      {text(`addresses.${pane}.address_2`, t('address2'))}
      <div className={fields.row}>
        {text(`addresses.${pane}.city`, t('city'), { required: values.require_address })}
        {text(`addresses.${pane}.postcode`, t('postcode'), { required: values.require_address })}
      </div>
      <div className={fields.row}>
        {field(
          `addresses.${pane}.country_id`,
          t('country'),
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
              <option value={NONE}>{t('pleaseSelect')}</option>
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
          t('zone'),
          (a11y) => (
            <select
              {...a11y}
              className={fields.select}
              name={`addresses.${pane}.zone_id`}
              value={values.addresses[pane].zone_id}
              onBlur={formik.handleBlur}
              onChange={(e) => void formik.setFieldValue(`addresses.${pane}.zone_id`, e.target.value)}
            >
              <option value={NONE}>{t('pleaseSelect')}</option>
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
          {t('defaultAddress')}
        </label>
      )}
    </fieldset>
  );
}
