import { useCallback, useId, useMemo, useState } from 'react';
import { deleteVehicle, getVehicles, saveVehicle, type CustomerVehicle, type VehicleInput, type YmmData } from '../../../shared/api/customer';
import { vehicleName } from '../../../shared/api/shapes/vehicle';
import { VehicleYmmFields } from '../../../shared/customer';
import { useMutation } from '../../../shared/data';
import { Button, Field, FormDialog } from '../../../shared/ui';
import type { Column, TableQuery } from '../../../shared/ui/DataTable';
import { SubList } from './SubList';
import fields from '../../../shared/ui/fields.module.css';
import styles from '../pos-customer-edit.module.css';

/** VIN: 17 letters and digits without I, O or Q (the store checks the same). */
export const VIN_PATTERN = /^[A-HJ-NPR-Z0-9]{17}$/i;
export const VIN_ERROR = 'A VIN has 17 letters and digits (no I, O or Q).';

const hasYmm = (d: YmmData) => ['Year', 'MakeID', 'ModelID'].every((f) => d.some((x) => x.api_field === f));

/** Vehicles (spec 2 §3 §7): the customer's vehicles without paging; add and edit with the year/make/model cascade, VIN, notes and title; delete. */
export function VehiclesTab({ customerId }: { customerId: number }) {
  const [editing, setEditing] = useState<CustomerVehicle | 'new' | null>(null);
  const remove = useMutation((vehicleId: string) => deleteVehicle(customerId, vehicleId), {
    errorToast: true,
    successToast: (a) => a.success,
    invalidates: [['customers', customerId, 'vehicles']],
  });
  const load = useCallback((_q: TableQuery, signal: AbortSignal) => getVehicles(customerId, signal), [customerId]);
  const columns = useMemo<Column<CustomerVehicle>[]>(
    () => [
      // A vehicle without a title is named by its ymm text or its facets (spec 2 §3).
      { key: 'title', label: 'Title', render: (v) => vehicleName(v) },
      { key: 'ymm', label: 'Vehicle' },
      { key: 'vin', label: 'VIN' },
      { key: 'notes', label: 'Notes' },
      {
        key: 'actions',
        label: 'Actions',
        render: (v) => (
          <span className={styles.rowActions}>
            <Button variant="secondary" size="sm" aria-label={`Edit ${vehicleName(v)}`} onClick={() => setEditing(v)}>
              Edit
            </Button>
            <Button variant="danger" size="sm" disabled={remove.pending} aria-label={`Delete ${vehicleName(v)}`} onClick={() => void remove.mutate(v.vehicle_id)}>
              Delete
            </Button>
          </span>
        ),
      },
    ],
    [remove],
  );
  return (
    <div className={styles.tabBody}>
      <div className={styles.toolbar}>
        <span />
        <Button onClick={() => setEditing('new')}>Add Vehicle</Button>
      </div>
      <SubList<CustomerVehicle> label="Vehicles" columns={columns} load={load} queryKey={['customers', customerId, 'vehicles']} limit={1000} hidePaging defaultSort={null} rowKey={(v) => v.vehicle_id} />
      {editing && <VehicleModal customerId={customerId} vehicle={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
    </div>
  );
}

function VehicleModal({ customerId, vehicle, onClose }: { customerId: number; vehicle: CustomerVehicle | null; onClose: () => void }) {
  const uid = useId();
  const [value, setValue] = useState<VehicleInput>(() => ({
    vehicle_id: vehicle?.vehicle_id,
    title: vehicle?.title ?? '',
    vin: vehicle?.vin ?? '',
    notes: vehicle?.notes ?? '',
    ymm_data: vehicle?.ymm_data.filter((f) => ['Year', 'MakeID', 'ModelID'].includes(f.api_field)) ?? [],
  }));
  const [tried, setTried] = useState(false);
  const save = useMutation((v: VehicleInput) => saveVehicle(customerId, v), {
    errorToast: true,
    successToast: (a) => a.success,
    invalidates: [['customers', customerId, 'vehicles']],
    onSuccess: onClose,
  });
  const vinError = value.vin.trim() && !VIN_PATTERN.test(value.vin.trim()) ? VIN_ERROR : undefined;
  const titleError = value.title.trim().length > 64 ? 'Maximum 64 characters' : undefined;
  const valid = hasYmm(value.ymm_data) && !vinError && !titleError;
  return (
    <FormDialog
      onClose={onClose}
      title={vehicle ? 'Edit Vehicle' : 'Add Vehicle'}
      size="md"
      submitLabel="Save Vehicle"
      busy={save.pending}
      onSubmit={() => {
        setTried(true);
        if (valid) void save.mutate({ ...value, title: value.title.trim(), vin: value.vin.trim().toUpperCase(), notes: value.notes.trim() });
      }}
    >
      <VehicleYmmFields value={value.ymm_data} onChange={(ymm_data) => setValue((v) => ({ ...v, ymm_data }))} showErrors={tried} />
      <Field id={`${uid}-title`} label="Title" hint="Empty: the year, make and model." error={tried && titleError}>
        {(a11y) => <input {...a11y} className={fields.input} value={value.title} onChange={(e) => setValue((v) => ({ ...v, title: e.target.value }))} />}
      </Field>
      <Field id={`${uid}-vin`} label="VIN" error={tried && vinError}>
        {(a11y) => <input {...a11y} className={fields.input} value={value.vin} maxLength={17} onChange={(e) => setValue((v) => ({ ...v, vin: e.target.value }))} />}
      </Field>
      <Field id={`${uid}-notes`} label="Notes">
        {(a11y) => <textarea {...a11y} className={fields.textarea} value={value.notes} onChange={(e) => setValue((v) => ({ ...v, notes: e.target.value }))} />}
      </Field>
    </FormDialog>
  );
}
