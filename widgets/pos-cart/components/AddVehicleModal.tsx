import { useId, useState, type FormEvent } from 'react';
import type { YmmData } from '../../../shared/api/customer';
import { VehicleYmmFields } from '../../../shared/customer';
import { Button, Modal } from '../../../shared/ui';
import fields from '../../../shared/ui/fields.module.css';
import { TextField } from './TextField';
import styles from '../pos-cart.module.css';
import { useTexts } from '../../../shared/texts';
import { posCartTexts } from '../texts';

export interface AddVehicleModalProps {
  open: boolean;
  onClose: () => void;
  customerName: string;
  /** Saves the vehicle on the customer and makes it the cart's vehicle; resolves true when done. */
  onAdd: (vehicle: { title: string; ymm_data: YmmData }) => Promise<boolean>;
  adding: boolean;
}

/** Add Vehicle for the cart's customer: year, make and model (the customer domain's cascade) and an optional title. */
export function AddVehicleModal(props: AddVehicleModalProps) {
  return props.open ? <AddVehicleForm {...props} /> : null;
}

function AddVehicleForm({ onClose, customerName, onAdd, adding }: AddVehicleModalProps) {
  const id = useId();
  const t = useTexts(posCartTexts);
  const [ymm, setYmm] = useState<YmmData>([]);
  const [title, setTitle] = useState('');
  const [tried, setTried] = useState(false);
  const complete = ymm.length >= 3;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (!complete || adding) return;
    const name = title.trim() || ymm.map((f) => f.label_value).join(' ');
    if (await onAdd({ title: name, ymm_data: ymm })) onClose();
  };
  return (
    <Modal
      open
      onClose={onClose}
      title={t('addVehicleFor', { name: customerName })}
      footer={
        <div className={styles.actions}>
          <Button variant="secondary" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button type="submit" form={`${id}-form`} busy={adding}>
            {t('addVehicle')}
          </Button>
        </div>
      }
    >
      <form id={`${id}-form`} className={fields.group} onSubmit={(e) => void submit(e)} noValidate>
        <VehicleYmmFields value={ymm} onChange={setYmm} showErrors={tried} disabled={adding} />
        <TextField id={`${id}-title`} label={t('vehicleTitle')} value={title} maxLength={64} onChange={setTitle} />
      </form>
    </Modal>
  );
}
