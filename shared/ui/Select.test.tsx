import { describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Select } from './Select';

const years = [
  { value: '2021', label: '2021' },
  { value: '2020', label: '2020' },
  { value: '2019', label: '2019' },
];

function YearSelect({ onPick }: { onPick: (v: string | null) => void }) {
  const [value, setValue] = useState<string | null>(null);
  return (
    <Select
      inputId="year"
      label="Year"
      options={years}
      value={value}
      placeholder="Select a year"
      onChange={(v) => {
        setValue(v);
        onPick(v);
      }}
    />
  );
}

describe('Select', () => {
  it('is labelled and chosen with the keyboard', async () => {
    const onPick = vi.fn();
    const user = userEvent.setup();
    render(<YearSelect onPick={onPick} />);
    const input = screen.getByRole('combobox', { name: 'Year' });
    input.focus();
    // ArrowDown opens the menu on the first option; the next one moves to the second.
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(onPick).toHaveBeenCalledWith('2020');
    expect(screen.getByText('2020')).toBeInTheDocument();
    await user.type(input, '2019{Enter}');
    expect(onPick).toHaveBeenLastCalledWith('2019');
  });

  it('shows the loading message while loading', async () => {
    const user = userEvent.setup();
    render(<Select inputId="make" label="Make" options={[]} value={null} onChange={() => undefined} isLoading loadingMessage="Loading makes…" />);
    await user.click(screen.getByRole('combobox', { name: 'Make' }));
    await user.keyboard('{ArrowDown}');
    expect(await screen.findByText('Loading makes…')).toBeInTheDocument();
  });

  it('is disabled when told', () => {
    render(<Select inputId="model" label="Model" options={years} value="2019" onChange={() => undefined} isDisabled />);
    expect(screen.getByLabelText('Model')).toBeDisabled();
    expect(screen.getByText('2019')).toBeInTheDocument();
  });
});
