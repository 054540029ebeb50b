import { anyAnswer } from '../../tests/utils/failure';
import { describe, expect, it } from 'vitest';
import { useState } from 'react';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { server } from '../../mocks/node';
import { request } from '../api/client';
import { errorText } from '../api/errors';
import { invalidateQueries, resetQueries, useMutation, useQuery } from './index';

/** A makes list as a widget reads it: one GET through the api client, keyed by the year. */
const signals: Record<string, AbortSignal> = {};

function Makes({ year }: { year: string }) {
  const makes = useQuery(['makes', year], (signal) => {
    signals[year] = signal;
    return request('ymmMakes', { shape: anyAnswer<Array<{ value: string; text: string }>>(), query: { Year: year }, signal });
  });
  if (makes.loading) return <p>Loading…</p>;
  if (makes.error) return <button onClick={() => void makes.refetch()}>Retry: {errorText(makes.error)}</button>;
  if (makes.data?.every((m) => m.text)) return <p>{makes.data.map((m) => m.text).join(', ')}</p>;
  return <p>{makes.data?.length} makes</p>;
}

function YearSwitch() {
  const [year, setYear] = useState('2015');
  return (
    <>
      <button onClick={() => setYear('2016')}>2016</button>
      <Makes year={year} />
    </>
  );
}

function countMakes(wait = 0) {
  const years: string[] = [];
  server.use(
    http.get('*/ymm/json/makes', async ({ request: req }) => {
      const year = new URL(req.url).searchParams.get('Year') ?? '';
      years.push(year);
      // The first year's answer never comes on its own: only an abort ends that request.
      if (wait && years.length === 1) await delay('infinite');
      else if (wait) await delay(wait);
      return HttpResponse.json([{ value: '54', text: `Ford ${year}` }]);
    }),
  );
  return { years };
}

describe('useQuery', () => {
  it('shares one request between two readers of the same key', async () => {
    resetQueries();
    const calls = countMakes();
    render(
      <>
        <Makes year="2015" />
        <Makes year="2015" />
      </>,
    );
    expect(await screen.findAllByText('Ford 2015')).toHaveLength(2);
    expect(calls.years).toEqual(['2015']);
  });

  it('aborts the request of a key nobody reads any more, and shows only the newest answer', async () => {
    resetQueries();
    const calls = countMakes(400);
    render(<YearSwitch />);
    await waitFor(() => expect(calls.years).toEqual(['2015']));
    await userEvent.click(screen.getByRole('button', { name: '2016' }));
    expect(await screen.findByText('Ford 2016')).toBeInTheDocument();
    expect(signals['2015'].aborted).toBe(true);
    expect(signals['2016'].aborted).toBe(false);
    expect(screen.queryByText('Ford 2015')).not.toBeInTheDocument();
  });

  it('shows a failure with Retry, and the retry asks again', async () => {
    resetQueries();
    server.use(http.get('*/ymm/json/makes', () => HttpResponse.json({ error: 'Year is not valid' }), { once: true }));
    render(<Makes year="2015" />);
    await userEvent.click(await screen.findByRole('button', { name: 'Retry: Year is not valid' }));
    expect(await screen.findByText(/makes$/)).toBeInTheDocument();
  });

  it('reads an invalidated key again while keeping the old answer on screen', async () => {
    resetQueries();
    const calls = countMakes();
    render(<Makes year="2015" />);
    await screen.findByText('Ford 2015');
    act(() => invalidateQueries(['makes']));
    expect(screen.getByText('Ford 2015')).toBeInTheDocument();
    await waitFor(() => expect(calls.years).toEqual(['2015', '2015']));
  });
});

function SaveVehicle({ errorToast }: { errorToast?: boolean }) {
  const save = useMutation(() => request('ymmSaveVehicle', { shape: anyAnswer(), form: { vehicle_id: '7' } }), { successToast: 'Vehicle saved!', errorToast });
  return (
    <>
      <button aria-busy={save.pending} onClick={() => void save.mutate()}>
        Save
      </button>
      {save.error ? <p role="alert">{errorText(save.error)}</p> : null}
    </>
  );
}

describe('useMutation', () => {
  it("shows the store's refusal inline and in a toast, and stays usable", async () => {
    server.use(http.post('*/ymm/json/saveVehicle', () => HttpResponse.json({ success: true })));
    server.use(http.post('*/ymm/json/saveVehicle', () => HttpResponse.json({ error: 'Vehicle not found' }), { once: true }));
    render(<SaveVehicle />);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Vehicle not found');
    expect(await screen.findByText('Uh oh!')).toBeInTheDocument();
    expect(screen.getAllByText('Vehicle not found')).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Vehicle saved!')).toBeInTheDocument();
    expect(screen.queryByText('Vehicle not found', { selector: 'p' })).not.toBeInTheDocument();
  });

  it('sends one request for a double click', async () => {
    let calls = 0;
    server.use(
      http.post('*/ymm/json/saveVehicle', async () => {
        calls++;
        await delay(50);
        return HttpResponse.json({ success: true });
      }),
    );
    render(<SaveVehicle />);
    await userEvent.dblClick(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toHaveAttribute('aria-busy', 'false'));
    expect(calls).toBe(1);
  });

  it('keeps a failure inline only when asked', async () => {
    server.use(http.post('*/ymm/json/saveVehicle', () => HttpResponse.json({ error: 'Vehicle not found' })));
    render(<SaveVehicle errorToast={false} />);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Vehicle not found');
    expect(screen.getAllByText('Vehicle not found')).toHaveLength(1);
  });
});
