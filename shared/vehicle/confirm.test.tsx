import { describe, expect, it } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { confirmFitment } from './confirm';
import { setConfig } from '../../tests/utils/widget';
import { server } from '../../mocks/node';
import { recordRequests, facet } from '../../tests/utils/requests';
import { db } from '../../mocks/db';

const F150_2015 = [facet('Year', '2015', 'Year', '2015'), facet('MakeID', '54', 'Make', 'Ford'), facet('ModelID', '6789', 'Model', 'F-150')];


describe('"Heads up!" (confirmFitment)', () => {
  it('adds at once when the store does not require fitment confirmation', async () => {
    const requests = recordRequests();
    await expect(confirmFitment({ aaia: 'DENS', mpn: '2344209' })).resolves.toBe(true);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });

  it('adds at once when the part fits or is universal', async () => {
    setConfig({ ymm: { requireFitmentConfirmation: true } });
    db.ymm.facets = F150_2015;
    await expect(confirmFitment({ aaia: 'BKDK', mpn: 'ABC123' })).resolves.toBe(true);
    await expect(confirmFitment({ aaia: 'CRCI', mpn: '05089' })).resolves.toBe(true);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('asks for a part that does not fit: "I Understand" goes on with the add', async () => {
    const user = userEvent.setup();
    setConfig({ ymm: { requireFitmentConfirmation: true } });
    db.ymm.facets = F150_2015;
    const trigger = document.body.appendChild(document.createElement('button'));
    trigger.textContent = 'Add to Cart';
    trigger.focus();
    let answer: Promise<boolean> = Promise.resolve(false);
    act(() => {
      answer = confirmFitment({ aaia: 'DENS', mpn: '2344209' });
    });
    const dialog = await screen.findByRole('dialog', { name: 'Heads up!' });
    expect(dialog).toHaveTextContent("This part doesn't fit the vehicle you selected.");
    // The dialog takes the focus as it opens (the Modal's mount effect, just after its first paint).
    await waitFor(() => expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await user.click(screen.getByRole('button', { name: 'I Understand' }));
    await expect(answer).resolves.toBe(true);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(trigger).toHaveFocus();
  });

  it('asks for a maybe part: "Cancel" adds nothing, and so does Escape', async () => {
    const user = userEvent.setup();
    setConfig({ ymm: { requireFitmentConfirmation: true } });
    let answer: Promise<boolean> = Promise.resolve(true);
    act(() => {
      answer = confirmFitment({ aaia: 'MOOG', mpn: 'K80012' });
    });
    expect(await screen.findByRole('dialog', { name: 'Heads up!' })).toHaveTextContent("You haven't selected a vehicle");
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await expect(answer).resolves.toBe(false);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    act(() => {
      answer = confirmFitment({ aaia: 'ACDL', mpn: 'PF63X' });
    });
    expect(await screen.findByRole('dialog', { name: 'Heads up!' })).toHaveTextContent('We have no fitment information for this part.');
    await user.keyboard('{Escape}');
    await expect(answer).resolves.toBe(false);
  });

  it('asks when the fitment could not be checked', async () => {
    const user = userEvent.setup();
    setConfig({ ymm: { requireFitmentConfirmation: true } });
    db.ymm.facets = F150_2015;
    server.use(http.get('*/ymm/json/validateFitment', () => HttpResponse.error()));
    let answer: Promise<boolean> = Promise.resolve(false);
    act(() => {
      answer = confirmFitment({ aaia: 'BKDK', mpn: 'ABC123' });
    });
    await screen.findByRole('dialog', { name: 'Heads up!' });
    await user.click(screen.getByRole('button', { name: 'I Understand' }));
    await expect(answer).resolves.toBe(true);
  });
});
