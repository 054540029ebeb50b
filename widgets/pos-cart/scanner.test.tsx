import { afterEach, describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createScanTracker, listenForScans } from './scanner';

describe('scanner: telling a burst from typing', () => {
  const feed = (keys: string[], gap: number, start = 1000) => {
    const t = createScanTracker();
    return keys.map((k, i) => t.key(k, start + i * gap));
  };

  it('a fast burst ending in Enter is a scan of its characters', () => {
    const steps = feed([...'012345678905', 'Enter'], 8);
    expect(steps.at(-1)).toEqual({ kind: 'scan', code: '012345678905' });
    expect(steps[0]).toEqual({ kind: 'key', first: true });
    expect(steps[1]).toEqual({ kind: 'burst' });
  });

  it('typing at human speed then Enter is not a scan', () => {
    expect(feed([...'ABC123', 'Enter'], 120).at(-1)).toEqual({ kind: 'other' });
  });

  it('a burst shorter than 4 characters, or an Enter after a pause, is not a scan', () => {
    expect(feed([...'123', 'Enter'], 5).at(-1)).toEqual({ kind: 'other' });
    const t = createScanTracker();
    [...'123456'].forEach((k, i) => t.key(k, i * 5));
    expect(t.key('Enter', 500)).toEqual({ kind: 'other' });
  });

  it('slow keys before a burst are not part of its code; Shift does not break a burst', () => {
    const t = createScanTracker();
    t.key('x', 0);
    t.key('y', 300);
    const times = [600, 605, 610, 612, 615, 620];
    const keys = ['P', 'F', 'Shift', '-', '1', '0'];
    keys.forEach((k, i) => t.key(k, times[i]));
    expect(t.key('Enter', 625)).toEqual({ kind: 'scan', code: 'PF-10' });
  });
});

function Fields({ onScan }: { onScan: (code: string) => void }) {
  const [qty, setQty] = useState('2');
  const [note, setNote] = useState('');
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        onScan(`submitted:${note}`);
      }}
    >
      <label>
        Quantity
        <input value={qty} onChange={(e) => setQty(e.target.value)} />
      </label>
      <label>
        Note
        <input value={note} onChange={(e) => setNote(e.target.value)} />
      </label>
      <output aria-label="committed quantity">{qty}</output>
      <button type="submit">Save</button>
    </form>
  );
}

describe('scanner: listening on the page', () => {
  afterEach(() => vi.useRealTimers());

  const setup = (delay: number) => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    return userEvent.setup({ advanceTimers: vi.advanceTimersByTime, delay });
  };

  it('a scan into a quantity field leaves the field as it was, keeps Enter from the form, and reports the code once', async () => {
    const onScan = vi.fn();
    render(<Fields onScan={onScan} />);
    const stop = listenForScans(document, onScan);
    const user = setup(5);
    await user.click(screen.getByLabelText('Quantity'));
    await user.keyboard('012345678905{Enter}');
    expect(onScan).toHaveBeenCalledTimes(1);
    expect(onScan).toHaveBeenCalledWith('012345678905');
    expect(screen.getByLabelText('Quantity')).toHaveValue('2');
    expect(screen.getByLabelText('committed quantity')).toHaveTextContent(/^2$/);
    stop();
  });

  it('a person typing keeps every character and Enter reaches the form', async () => {
    const onScan = vi.fn();
    render(<Fields onScan={onScan} />);
    const stop = listenForScans(document, onScan);
    const user = setup(120);
    await user.click(screen.getByLabelText('Note'));
    await user.keyboard('ABC123{Enter}');
    expect(screen.getByLabelText('Note')).toHaveValue('ABC123');
    expect(onScan).toHaveBeenCalledWith('submitted:ABC123');
    expect(onScan).toHaveBeenCalledTimes(1);
    stop();
    await act(async () => {});
  });

  it('stops listening when asked', async () => {
    const onScan = vi.fn();
    render(<Fields onScan={onScan} />);
    listenForScans(document, onScan)();
    const user = setup(5);
    await user.click(screen.getByLabelText('Quantity'));
    await user.keyboard('99999999');
    expect(onScan).not.toHaveBeenCalled();
  });
});
