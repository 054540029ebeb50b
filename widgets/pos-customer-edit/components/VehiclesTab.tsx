import { useCallback, useId, useMemo, useState } from 'react';
import { deleteVehicle, getVehicle, getVehicles, saveVehicle, type CustomerVehicle, type VehicleInput, customerKeys } from '../../../shared/api/customer';
import { vehicleName } from '../../../shared/api/shapes/vehicle';
import { CHOICE_LEVELS } from '../../../shared/api/ymm';
import { hasYearMakeModel, msgMax, VehicleYmmFields } from '../../../shared/customer';
import { useMutation, useQuery } from '../../../shared/data';
import { Button, ConfirmDialog, Field, FormDialog, Loading } from '../../../shared/ui';
import type { Column, TableQuery } from '../../../shared/ui/DataTable';
import { useCustomerName } from './customerName';
import { SubList } from './SubList';
import fields from '../../../shared/ui/fields.module.css';
import { text, useTexts } from '../../../shared/texts';
import styles from '../pos-customer-edit.module.css';
import { posCustomerEditTexts } from '../texts';

/** VIN: 17 letters and digits without I, O or Q (the store checks the same). */
export const VIN_PATTERN = /^[A-HJ-NPR-Z0-9]{17}$/i;
export const VIN_ERROR = posCustomerEditTexts.en.vinError;

export const VEHICLE_LOAD_FAILED = posCustomerEditTexts.en.vehicleLoadFailed;

/**
 * The vehicles list has no sortable column and no paging, but is asked in an order like every
 * list (spec 5 "Lists"; spec 2 §9 "order desc"): newest vehicle first, by its id.
 */
export const VEHICLE_ORDER = { sort: 'vehicle_id', order: 'DESC' } as const;

/** The facets the form edits: year, make, model and the choices after them (engine facets are not a customer vehicle's). */
const CASCADE: readonly string[] = ['Year', 'MakeID', 'ModelID', ...CHOICE_LEVELS];

/**
 * Vehicles (spec 2 §3 §7): the customer's vehicles without paging; add and edit with the
 * year/make/model cascade, VIN, notes and title; delete, after the kit's ConfirmDialog (focus on
 * Cancel, one request per Confirm).
 */
export function VehiclesTab({ customerId }: { customerId: number }) {
  const [editing, setEditing] = useState<CustomerVehicle | 'new' | null>(null);
  const [deleting, setDeleting] = useState<CustomerVehicle | null>(null);
  const name = useCustomerName(customerId);
  const t = useTexts(posCustomerEditTexts);
  const remove = useMutation((vehicleId: string) => deleteVehicle(customerId, vehicleId), {
    errorToast: true,
    successToast: (a) => a.success,
    invalidates: [customerKeys.vehicles(customerId)],
    onSuccess: () => setDeleting(null),
  });
  const load = useCallback((_q: TableQuery, signal: AbortSignal) => getVehicles(customerId, VEHICLE_ORDER, signal), [customerId]);
  const columns = useMemo<Column<CustomerVehicle>[]>(
    () => [
      // A vehicle without a title is named by its ymm text or its facets (spec 2 §3).
      { key: 'title', label: t('title'), render: (v) => vehicleName(v) },
      { key: 'ymm', label: t('vehicle') },
      { key: 'vin', label: t('vin') },
      { key: 'notes', label: t('notes') },
      {
        key: 'actions',
        label: t('actions'),
        render: (v) => (
          <span className={styles.rowActions}>
            <Button variant="secondary" size="sm" aria-label={t('editNamed', { name: vehicleName(v) })} onClick={() => setEditing(v)}>
              {t('edit')}
            </Button>
            <Button variant="danger" size="sm" disabled={remove.pending} aria-label={t('deleteNamed', { name: vehicleName(v) })} onClick={() => setDeleting(v)}>
              {t('delete')}
            </Button>
          </span>
        ),
      },
    ],
    [remove, t],
  );
  return (
    <div className={styles.tabBody}>
      <div className={styles.toolbar}>
        <span />
        <Button onClick={() => setEditing('new')}>{t('addVehicle')}</Button>
      </div>
      <SubList<CustomerVehicle> label={t('tabVehicles')} columns={columns} load={load} queryKey={customerKeys.vehicles(customerId)} limit={1000} hidePaging defaultSort={null} rowKey={(v) => v.vehicle_id} />
      {editing && <VehicleModal customerId={customerId} vehicle={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
      <ConfirmDialog
        open={deleting !== null}
        title={t('deleteVehicleQuestion', { vehicle: deleting ? vehicleName(deleting) : '', name })}
        confirmLabel={t('deleteVehicleConfirm')}
        danger
        busy={remove.pending}
        onClose={() => setDeleting(null)}
        onConfirm={() => deleting && void remove.mutate(deleting.vehicle_id)}
      >
        {t('deleteVehicleBody', { name })}
      </ConfirmDialog>
    </div>
  );
}

let openings = 0;

const inputOf = (vehicle: CustomerVehicle | null): VehicleInput => ({
  vehicle_id: vehicle?.vehicle_id,
  title: vehicle?.title ?? '',
  vin: vehicle?.vin ?? '',
  notes: vehicle?.notes ?? '',
  ymm_data: vehicle?.ymm_data.filter((f) => CASCADE.includes(f.api_field)) ?? [],
});

/**
 * Add Vehicle, or Edit Vehicle: the vehicle is read from the store (`getVehicleJson`, spec 2 §7),
 * not from the list row, so the form holds what the store has now (its sub-model and choices
 * too); the dialog shows its loading, or the failure with Retry, in place of the fields. Save
 * Vehicle stays disabled until the form is valid (spec 2 §5); a field's error shows once left.
 */
function VehicleModal({ customerId, vehicle, onClose }: { customerId: number; vehicle: CustomerVehicle | null; onClose: () => void }) {
  const uid = useId();
  const t = useTexts(posCustomerEditTexts);
  // Each opening reads the vehicle afresh (its own key): the form starts from what the store has now.
  const [opening] = useState(() => ++openings);
  const loaded = useQuery(vehicle ? customerKeys.vehicle(customerId, vehicle.vehicle_id, opening) : null, (signal) => getVehicle(vehicle!.vehicle_id, signal));
  const [value, setValue] = useState<VehicleInput | null>(() => (vehicle ? null : inputOf(null)));
  if (value === null && loaded.data) setValue(inputOf(loaded.data));
  const [left, setLeft] = useState({ title: false, vin: false });
  const save = useMutation((v: VehicleInput) => saveVehicle(customerId, v), {
    errorToast: true,
    successToast: (a) => a.success,
    invalidates: [customerKeys.vehicles(customerId)],
    onSuccess: onClose,
  });
  const edit = (patch: Partial<VehicleInput>) => setValue((v) => (v ? { ...v, ...patch } : v));
  const vinError = value?.vin.trim() && !VIN_PATTERN.test(value.vin.trim()) ? text(posCustomerEditTexts, 'vinError') : undefined;
  const titleError = value && value.title.trim().length > 64 ? msgMax(64) : undefined;
  const valid = Boolean(value && hasYearMakeModel(value.ymm_data) && !vinError && !titleError);
  return (
    <FormDialog
      onClose={onClose}
      title={vehicle ? t('editVehicle') : t('addVehicle')}
      size="md"
      submitLabel={t('saveVehicle')}
      busy={save.pending}
      submitDisabled={!valid}
      onSubmit={() => {
        if (valid && value) void save.mutate({ ...value, title: value.title.trim(), vin: value.vin.trim().toUpperCase(), notes: value.notes.trim() });
      }}
    >
      {!value ? (
        loaded.error ? (
          <div role="alert" className={styles.stateRow}>
            <p className={styles.error}>{t('vehicleLoadFailed')}</p>
            <Button variant="secondary" size="sm" onClick={() => void loaded.refetch()}>
              {t('retry')}
            </Button>
          </div>
        ) : (
          <Loading label={t('loadingVehicle')} showLabel />
        )
      ) : (
        <>
          <VehicleYmmFields value={value.ymm_data} onChange={(ymm_data) => edit({ ymm_data })} />
          <Field id={`${uid}-title`} label={t('title')} hint={t('titleHint')} error={left.title && titleError}>
            {(a11y) => <input {...a11y} className={fields.input} value={value.title} onChange={(e) => edit({ title: e.target.value })} onBlur={() => setLeft((l) => ({ ...l, title: true }))} />}
          </Field>
          <Field id={`${uid}-vin`} label={t('vin')} error={left.vin && vinError}>
            {(a11y) => <input {...a11y} className={fields.input} value={value.vin} maxLength={17} onChange={(e) => edit({ vin: e.target.value })} onBlur={() => setLeft((l) => ({ ...l, vin: true }))} />}
          </Field>
          <Field id={`${uid}-notes`} label={t('notes')}>
            {(a11y) => <textarea {...a11y} className={fields.textarea} value={value.notes} onChange={(e) => edit({ notes: e.target.value })} />}
          </Field>
        </>
      )}
    </FormDialog>
  );
}
