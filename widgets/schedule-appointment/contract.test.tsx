import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import widget from './index';
import { openWidget } from '../../tests/utils/widget';
import { server } from '../../mocks/node';
import { faultCases } from '../../tests/utils/faults';
import { NETWORK_TEXT, SUCCESS_TEXT } from './ScheduleAppointment';

/**
 * The storefront's schedule-appointment form against spec 5's answers: `{"success": "text"}` or
 * `{"error": "<p>HTML</p>"}` (spec 3 §8: the server's error HTML in the alert area; a network
 * error is logged, and here also said on screen with the form kept).
 */
afterEach(() => vi.restoreAllMocks());

const dialog = () => screen.getByRole('dialog', { name: 'Schedule an Appointment' });

async function send(answer: () => Response) {
  server.use(http.post('*/index.php', ({ request }) => (new URL(request.url).searchParams.get('route') === 'information/schedule_appointment' ? answer() : undefined)));
  const user = userEvent.setup();
  openWidget(widget, { subject: 'Brake inspection', message: 'Grinding noise.' });
  await user.type(within(dialog()).getByLabelText(/^Name/), 'Jane Driver');
  await user.type(within(dialog()).getByLabelText(/^Email/), 'jane@example.com');
  await user.click(within(dialog()).getByRole('button', { name: 'Send Request' }));
}

describe('schedule-appointment contract', () => {
  it.each([
    ['minimal / full: success as text', { success: 'Thanks, we will call you.' }],
    ['PHP-flavoured: success as true', { success: true }],
  ])('%s: the success toast, the form closed', async (_name, body) => {
    await send(() => HttpResponse.json(body));
    expect(await screen.findByText(SUCCESS_TEXT)).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Schedule an Appointment' })).not.toBeInTheDocument();
  });

  it("the store's refusal: its HTML in the alert area, the form kept", async () => {
    await send(() => HttpResponse.json({ error: '<p>Please choose <strong>another day</strong>.</p>' }));
    const alert = await within(dialog()).findByRole('alert', {}, { timeout: 3000 });
    expect(await within(alert).findByText('another day')).toBeInTheDocument();
    expect(within(dialog()).getByLabelText(/^Name/)).toHaveValue('Jane Driver');
  });

  it.each(faultCases)('fails (%s): a message on screen, the form kept, no success, and the failure logged', async (_name, fault) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await send(fault);
    expect(await within(dialog()).findByText(NETWORK_TEXT)).toBeInTheDocument();
    expect(within(dialog()).getByLabelText(/^Name/)).toHaveValue('Jane Driver');
    expect(within(dialog()).getByLabelText(/^Subject/)).toHaveValue('Brake inspection');
    expect(screen.queryByText(SUCCESS_TEXT)).not.toBeInTheDocument();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('schedule-appointment could not be sent'), expect.anything());
  });
});
