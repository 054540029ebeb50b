import { describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { render, screen, within } from '@testing-library/react';
import { eventually } from '../../../tests/utils/wait';
import userEvent from '@testing-library/user-event';
import { CustomProductModal } from './CustomProductModal';
import { LaborModal } from './LaborModal';
import type { CustomProductFields } from '../../../shared/api/pos-cart';

const taxClasses = [
  { tax_class_id: 9, title: 'Taxable Goods' },
  { tax_class_id: 10, title: 'Taxable Services' },
];
const rates = [
  { labor_id: 1, title: 'Standard Shop Rate', amount: '120.00' },
  { labor_id: 2, title: 'Express Service Rate', amount: '95.50' },
];

function ProductHarness({ onAdd }: { onAdd: (f: CustomProductFields) => Promise<boolean> }) {
  const [adding, setAdding] = useState(false);
  return (
    <CustomProductModal
      open
      onClose={() => {}}
      taxClasses={taxClasses}
      adding={adding}
      onAdd={async (f) => {
        setAdding(true);
        try {
          return await onAdd(f);
        } finally {
          setAdding(false);
        }
      }}
    />
  );
}

describe('Add a Custom Product modal', () => {
  it('has Name, Tax Class with its hint, Price, Quantity, Cancel and Add; Add starts disabled', () => {
    render(<ProductHarness onAdd={vi.fn()} />);
    const dialog = screen.getByRole('dialog', { name: 'Add a Custom Product' });
    expect(within(dialog).getByLabelText('Name')).toBeInTheDocument();
    expect(within(dialog).getByRole('combobox', { name: 'Tax Class' })).toHaveAccessibleDescription('Leave blank to exclude tax.');
    expect(within(dialog).getByLabelText('Price')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Quantity')).toHaveValue(1);
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeEnabled();
    expect(within(dialog).getByRole('button', { name: 'Add' })).toBeDisabled();
  });

  it('shows the spec messages for a missing name, a price that is not positive (NaN counts as 0) and a missing quantity', async () => {
    const user = userEvent.setup();
    render(<ProductHarness onAdd={vi.fn()} />);
    await user.click(screen.getByLabelText('Name'));
    await user.tab();
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('Name is a required field.');
    await user.type(screen.getByLabelText('Price'), 'abc');
    expect(screen.getByLabelText('Price')).toHaveAccessibleDescription('Price must be a positive number.');
    await user.clear(screen.getByLabelText('Price'));
    await user.type(screen.getByLabelText('Price'), '0');
    expect(screen.getByText('Price must be a positive number.')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Quantity'));
    expect(screen.getByLabelText('Quantity')).toHaveAccessibleDescription('Quantity must be a positive number.');
    expect(screen.getByRole('button', { name: 'Add' })).toBeDisabled();
  });

  it('turns a quantity under 1 into 1', async () => {
    const user = userEvent.setup();
    render(<ProductHarness onAdd={vi.fn()} />);
    const qty = screen.getByLabelText('Quantity');
    await user.clear(qty);
    await user.type(qty, '-3');
    await user.tab();
    expect(qty).toHaveValue(1);
    expect(screen.queryByText('Quantity must be a positive number.')).not.toBeInTheDocument();
  });

  it('adds with the typed values, then resets the form but keeps the tax class', async () => {
    const user = userEvent.setup();
    const onAdd = vi.fn().mockResolvedValue(true);
    render(<ProductHarness onAdd={onAdd} />);
    await user.type(screen.getByLabelText('Name'), '  Shop towels ');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Tax Class' }), 'Taxable Goods');
    await user.type(screen.getByLabelText('Price'), '$4.5');
    await user.clear(screen.getByLabelText('Quantity'));
    await user.type(screen.getByLabelText('Quantity'), '3');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(onAdd).toHaveBeenCalledWith({ name: 'Shop towels', price: '4.50', quantity: 3, tax_class_id: '9' });
    expect(screen.getByLabelText('Name')).toHaveValue('');
    expect(screen.getByLabelText('Price')).toHaveValue('');
    expect(screen.getByLabelText('Quantity')).toHaveValue(1);
    expect(screen.getByRole('combobox', { name: 'Tax Class' })).toHaveValue('9');
    expect(screen.queryByText('Name is a required field.')).not.toBeInTheDocument();
  });

  it('keeps what was typed when the store refused, and Add is disabled while sending', async () => {
    const user = userEvent.setup();
    let finish: (v: boolean) => void = () => {};
    const onAdd = vi.fn(() => new Promise<boolean>((resolve) => (finish = resolve)));
    render(<ProductHarness onAdd={onAdd} />);
    await user.type(screen.getByLabelText('Name'), 'Core charge');
    await user.type(screen.getByLabelText('Price'), '15');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(screen.getByRole('button', { name: 'Add' })).toBeDisabled();
    await user.type(screen.getByLabelText('Name'), '{Enter}');
    expect(onAdd).toHaveBeenCalledTimes(1);
    finish(false);
    await screen.findByRole('button', { name: 'Add' });
    await eventually(() => expect(screen.getByRole('button', { name: 'Add' })).toBeEnabled());
    expect(screen.getByLabelText('Name')).toHaveValue('Core charge');
  });
});

describe('Custom labor modal', () => {
  const setup = (onSubmit = vi.fn().mockResolvedValue(true), onClose = vi.fn()) => {
    render(<LaborModal open onClose={onClose} title="Add Custom Labor" submitLabel="Add Labor" rates={rates} onSubmit={onSubmit} sending={false} />);
    return { onSubmit, onClose, user: userEvent.setup() };
  };

  it('shows the live subtotal rate × minutes ÷ 60 × quantity', async () => {
    const { user } = setup();
    expect(screen.getByText('$0.00')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Labor Rate'), '2');
    await user.type(screen.getByLabelText('Time (minutes)'), '7');
    await user.clear(screen.getByLabelText('Quantity'));
    await user.type(screen.getByLabelText('Quantity'), '3');
    expect(screen.getByText('$33.43')).toBeInTheDocument();
  });

  it('says time and quantity must be positive, and will not send until they are', async () => {
    const { user, onSubmit } = setup();
    await user.type(screen.getByLabelText('Time (minutes)'), '0');
    expect(screen.getByLabelText('Time (minutes)')).toHaveAccessibleDescription('Time must be a positive number.');
    await user.clear(screen.getByLabelText('Quantity'));
    await user.type(screen.getByLabelText('Quantity'), '0');
    expect(screen.getByLabelText('Quantity')).toHaveAccessibleDescription('Quantity must be a positive number.');
    expect(screen.getByRole('button', { name: 'Add Labor' })).toBeDisabled();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends the labor fields (name optional) and closes when the store took them', async () => {
    const { user, onSubmit, onClose } = setup();
    await user.type(screen.getByLabelText('Time (minutes)'), '45');
    await user.type(screen.getByLabelText('Name (optional)'), 'Diagnostics');
    await user.click(screen.getByRole('button', { name: 'Add Labor' }));
    expect(onSubmit).toHaveBeenCalledWith({ laborId: '1', laborTime: 45, name: 'Diagnostics', quantity: 1 });
    expect(onClose).toHaveBeenCalled();
  });
});
