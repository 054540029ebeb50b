import { afterEach, describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QuantityInput, type QuantityInputProps } from './QuantityInput';
import { checkQuantity } from './quantity';

/** A controlled parent, as a widget uses it; records every committed value. */
function Parent(props: Partial<QuantityInputProps> & { initial?: number | ''; onCommit?: (v: number | '') => void }) {
  const { initial = 1, onCommit, ...rest } = props;
  const [value, setValue] = useState<number | ''>(initial);
  return (
    <>
      <QuantityInput
        {...rest}
        value={value}
        onChange={(v) => {
          setValue(v);
          onCommit?.(v);
        }}
      />
      <button type="button" onClick={() => setValue(3)}>
        Server puts back 3
      </button>
    </>
  );
}

afterEach(() => {
  vi.useRealTimers();
});

describe('checkQuantity', () => {
  it('applies the spec 1 §5 rules', () => {
    expect(checkQuantity('')).toEqual({ value: '', message: 'A number must be input', clamped: false });
    expect(checkQuantity('abc')).toEqual({ value: '', message: 'A number must be input', clamped: false });
    expect(checkQuantity('0', 2)).toEqual({ value: 2, message: 'Minimum quantity is 2', clamped: true });
    expect(checkQuantity('20000')).toEqual({ value: 10000, message: 'Maximum quantity is 10000', clamped: true });
    expect(checkQuantity('12')).toEqual({ value: 12, message: null, clamped: false });
    expect(checkQuantity('12.7')).toEqual({ value: 12, message: null, clamped: false });
  });
});

describe('QuantityInput', () => {
  it('is a labelled dropdown of 1 to 9 and "10+"', () => {
    render(<Parent />);
    const select = screen.getByRole('combobox', { name: 'Quantity' });
    const options = Array.from((select as HTMLSelectElement).options).map((o) => o.textContent);
    expect(options).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10+']);
    expect(select).toHaveValue('1');
  });

  it('commits a choice from the dropdown', async () => {
    const onCommit = vi.fn();
    render(<Parent onCommit={onCommit} />);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Quantity' }), '4');
    expect(onCommit).toHaveBeenCalledWith(4);
    expect(screen.getByRole('combobox', { name: 'Quantity' })).toHaveValue('4');
  });

  it('turns into a focused number input on "10+"', async () => {
    const onCommit = vi.fn();
    render(<Parent onCommit={onCommit} />);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Quantity' }), '10+');
    const input = screen.getByRole('spinbutton', { name: 'Quantity' });
    expect(input).toHaveFocus();
    expect(input).toHaveValue(10);
    expect(onCommit).toHaveBeenCalledWith(10);
  });

  it('is a number input for a given value of 10 or more', () => {
    render(<Parent initial={25} label="Qty for Brake Pad" />);
    expect(screen.getByRole('spinbutton', { name: 'Qty for Brake Pad' })).toHaveValue(25);
  });

  it('says "A number must be input" when emptied, tied to the input, and commits \'\'', async () => {
    const onCommit = vi.fn();
    render(<Parent initial={12} onCommit={onCommit} />);
    const input = screen.getByRole('spinbutton', { name: 'Quantity' });
    await userEvent.clear(input);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('A number must be input');
    expect(input).toHaveAttribute('aria-describedby', alert.id);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(onCommit).toHaveBeenLastCalledWith('');
  });

  it('says "A number must be input" for a non-number', async () => {
    const onCommit = vi.fn();
    render(<Parent initial={12} onCommit={onCommit} />);
    const input = screen.getByRole('spinbutton', { name: 'Quantity' });
    await userEvent.clear(input);
    await userEvent.type(input, 'e');
    expect(screen.getByRole('alert')).toHaveTextContent('A number must be input');
    expect(onCommit).toHaveBeenLastCalledWith('');
  });

  it('clamps below the minimum with "Minimum quantity is {min}"', async () => {
    const onCommit = vi.fn();
    render(<Parent initial={12} min={12} onCommit={onCommit} />);
    const input = screen.getByRole('spinbutton', { name: 'Quantity' });
    await userEvent.clear(input);
    await userEvent.type(input, '5');
    expect(screen.getByRole('alert')).toHaveTextContent('Minimum quantity is 12');
    expect(onCommit).toHaveBeenLastCalledWith(12);
    await userEvent.tab();
    expect(input).toHaveValue(12);
  });

  it('clamps above the maximum with "Maximum quantity is {max}"', async () => {
    const onCommit = vi.fn();
    render(<Parent initial={12} onCommit={onCommit} />);
    const input = screen.getByRole('spinbutton', { name: 'Quantity' });
    await userEvent.clear(input);
    await userEvent.type(input, '20000');
    expect(screen.getByRole('alert')).toHaveTextContent('Maximum quantity is 10000');
    expect(onCommit).toHaveBeenLastCalledWith(10000);
    await userEvent.tab();
    expect(input).toHaveValue(10000);
  });

  it('clears the message once a valid number is typed', async () => {
    render(<Parent initial={12} />);
    const input = screen.getByRole('spinbutton', { name: 'Quantity' });
    await userEvent.clear(input);
    expect(screen.getByRole('alert')).toBeInTheDocument();
    await userEvent.type(input, '15');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(input).not.toHaveAttribute('aria-describedby');
  });

  it('commits only after the debounce, restarting it on each keystroke', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const onCommit = vi.fn();
    render(<Parent initial={12} debounceMs={500} onCommit={onCommit} />);
    const input = screen.getByRole('spinbutton', { name: 'Quantity' });
    await user.clear(input);
    await user.type(input, '1');
    await act(() => vi.advanceTimersByTimeAsync(400));
    await user.type(input, '4');
    await act(() => vi.advanceTimersByTimeAsync(400));
    expect(onCommit).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(onCommit).toHaveBeenCalledTimes(1);
    expect(onCommit).toHaveBeenCalledWith(14);
  });

  it('sends nothing for an edit undone within the debounce', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const onCommit = vi.fn();
    render(<Parent initial={12} debounceMs={500} onCommit={onCommit} />);
    const input = screen.getByRole('spinbutton', { name: 'Quantity' });
    await user.type(input, '{Backspace}3');
    await user.type(input, '{Backspace}2');
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(input).toHaveValue(12);
    expect(onCommit).not.toHaveBeenCalled();
  });

  it('writes the clamped number back when the debounce commits', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const onCommit = vi.fn();
    render(<Parent initial={12} debounceMs={500} onCommit={onCommit} />);
    const input = screen.getByRole('spinbutton', { name: 'Quantity' });
    await user.type(input, '0000');
    await act(() => vi.advanceTimersByTimeAsync(500));
    expect(onCommit).toHaveBeenCalledWith(10000);
    expect(input).toHaveValue(10000);
    expect(screen.getByRole('alert')).toHaveTextContent('Maximum quantity is 10000');
  });

  it('shows a quantity the parent puts back', async () => {
    render(<Parent initial={12} />);
    await userEvent.click(screen.getByRole('button', { name: 'Server puts back 3' }));
    expect(screen.getByRole('combobox', { name: 'Quantity' })).toHaveValue('3');
  });

  it('lists only choices from the minimum up', () => {
    render(<Parent initial={3} min={3} />);
    const options = Array.from((screen.getByRole('combobox', { name: 'Quantity' }) as HTMLSelectElement).options).map((o) => o.value);
    expect(options).toEqual(['3', '4', '5', '6', '7', '8', '9', '10+']);
  });
});
