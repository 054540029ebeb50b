import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FilterForm } from './FilterForm';

const KEYS = ['name', 'from', 'status'] as const;
type Key = (typeof KEYS)[number];
const LABELS: Record<Key, string> = { name: 'Name', from: 'Date From', status: 'Status' };

function renderForm(value: Partial<Record<Key, string>>, onApply = vi.fn()) {
  const props = {
    label: 'Filter things',
    keys: KEYS,
    labels: LABELS,
    onApply,
    input: (key: Key) => ({ type: key === 'from' ? 'date' : 'text' }),
    control: ({ key, id, value: v, onChange }: { key: Key; id: string; value: string; onChange: (v: string) => void }) =>
      key === 'status' ? (
        <select id={id} value={v} onChange={(e) => onChange(e.target.value)}>
          <option value="">All</option>
          <option value="2">Paid</option>
        </select>
      ) : null,
  };
  const view = render(<FilterForm {...props} value={value} />);
  return { onApply, rerender: (next: Partial<Record<Key, string>>) => view.rerender(<FilterForm {...props} value={next} />) };
}

describe('FilterForm', () => {
  it('labels each filter, uses its own control where given, and applies the trimmed, non-empty filters', async () => {
    const user = userEvent.setup();
    const { onApply } = renderForm({});
    expect(screen.getByRole('form', { name: 'Filter things' })).toBeInTheDocument();
    expect(screen.getByLabelText('Date From')).toHaveAttribute('type', 'date');
    await user.type(screen.getByLabelText('Name'), '  Smith  ');
    await user.selectOptions(screen.getByLabelText('Status'), 'Paid');
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    expect(onApply).toHaveBeenLastCalledWith({ name: 'Smith', status: '2' });
    await user.clear(screen.getByLabelText('Name'));
    await user.type(screen.getByLabelText('Name'), '   {Enter}');
    expect(onApply).toHaveBeenLastCalledWith({ status: '2' });
  });

  it('Reset clears what is typed and applies no filters', async () => {
    const user = userEvent.setup();
    const { onApply } = renderForm({ name: 'Smith' });
    expect(screen.getByLabelText('Name')).toHaveValue('Smith');
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(screen.getByLabelText('Name')).toHaveValue('');
    expect(onApply).toHaveBeenLastCalledWith({});
  });

  it('keeps what is typed until the applied filters change from outside, then shows them', async () => {
    const user = userEvent.setup();
    const applied = { name: 'Smith' };
    const { rerender } = renderForm(applied);
    await user.type(screen.getByLabelText('Name'), 'son');
    rerender(applied);
    expect(screen.getByLabelText('Name')).toHaveValue('Smithson');
    rerender({ name: 'Jones' });
    expect(screen.getByLabelText('Name')).toHaveValue('Jones');
  });
});
