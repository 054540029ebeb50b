import { anyAnswer } from '../../tests/utils/failure';
import { describe, expect, it } from 'vitest';
import { useState } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { server } from '../../mocks/node';
import { request } from '../api/client';
import '../api/endpoints/ymm';
import { errorText } from '../api/errors';
import { useSingleFlight } from './useSingleFlight';
import { Button } from './Button';

/** A save button as widgets write it: one POST through the api client, busy while it runs. */
function SaveButton() {
  const [status, setStatus] = useState('');
  const [save, saving] = useSingleFlight(async () => {
    try {
      await request('ymmSaveVehicle', { shape: anyAnswer(), form: { vehicle_id: '7' } });
      setStatus('Saved');
    } catch (e) {
      setStatus(errorText(e));
    }
  });
  return (
    <>
      <Button busy={saving} onClick={() => void save()}>
        Save vehicle
      </Button>
      <p role="status">{status}</p>
    </>
  );
}

/** Answers the save route slowly enough for a second click to land while the first is in flight. */
function countSaves(answer: () => Response) {
  const calls: string[] = [];
  server.use(
    http.post('*/ymm/json/saveVehicle', async ({ request: req }) => {
      calls.push(await req.text());
      await delay(50);
      return answer();
    }),
  );
  return calls;
}

describe('useSingleFlight', () => {
  it('sends one request for a double click, and is busy meanwhile', async () => {
    const calls = countSaves(() => HttpResponse.json({ success: true }));
    render(<SaveButton />);
    const button = screen.getByRole('button', { name: 'Save vehicle' });
    // Two clicks before React re-renders the button as disabled.
    button.click();
    button.click();
    expect(await screen.findByRole('button', { name: 'Save vehicle' })).toHaveAttribute('aria-busy', 'true');
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    expect(calls).toHaveLength(1);
    expect(button).not.toHaveAttribute('aria-busy');
    expect(button).toBeEnabled();
  });

  it('is usable again after a failed call, and the next click sends again', async () => {
    const calls = countSaves(() => new HttpResponse('<h1>500</h1>', { status: 500, headers: { 'Content-Type': 'text/html' } }));
    render(<SaveButton />);
    const button = screen.getByRole('button', { name: 'Save vehicle' });
    await userEvent.dblClick(button);
    expect(await screen.findByText(/./, { selector: 'p[role="status"]' })).toBeInTheDocument();
    expect(calls).toHaveLength(1);
    expect(button).toBeEnabled();
    await userEvent.click(button);
    await waitFor(() => expect(calls).toHaveLength(2));
    // The second answer arrives before the test ends (an answer after it would reach a torn-down page).
    await waitFor(() => expect(button).not.toHaveAttribute('aria-busy'));
  });
});
