import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { server } from '../../mocks/node';
import { setFaults } from '../../mocks/faults';
import { db } from '../../mocks/db';
import { CAPTCHA_MISMATCH, FORM_SUCCESS } from '../../mocks/handlers/forms';
import { getFormLocations, scheduleAppointment, submitForm } from './forms';
import { failure } from '../../tests/utils/failure';

/** Form 8 (no captcha): Part Number and Email required, Notes optional. */
const partRequest = { 81: 'K80012', 82: 'sam@example.com', 83: '' };

/** Form 7 with every required field answered. */
const serviceRequest = {
  62: 'Jane Driver',
  63: 'jane@example.com',
  64: '',
  65: 'Email',
  67: '2016',
  68: 'Oil change',
  69: ['Wiper blades'],
  70: 'Squeal from the front left wheel when braking.',
  71: '2026-12-01',
  72: '',
  73: 'champaign@partsfront-auto.example',
  74: 'service-page',
  75: '1',
};

describe('shared/api/forms', () => {
  it('reads the locations with a POST, keeping the first of several addresses', async () => {
    let method = '';
    server.events.on('request:start', ({ request }) => {
      method = request.method;
    });
    const locations = await getFormLocations();
    server.events.removeAllListeners();
    expect(method).toBe('POST');
    expect(locations).toHaveLength(8);
    expect(locations.find((l) => l.location_name.startsWith('Urbana'))?.email_address).toBe('urbana@partsfront-auto.example');
  });

  it('fails loudly when the locations cannot be read', async () => {
    setFaults({ failing: { 'module/forms/getLocations': 'http500' } });
    expect((await failure(getFormLocations())).kind).toBe('http');
  });

  it('posts origin_url, form_id and the values as JSON, and answers the success text', async () => {
    let body = new URLSearchParams();
    server.events.on('request:start', async ({ request }) => {
      body = new URLSearchParams(await request.clone().text());
    });
    expect(await submitForm({ formId: 8, values: partRequest, originUrl: 'http://store.test/special-order' })).toBe(FORM_SUCCESS);
    server.events.removeAllListeners();
    expect(body.get('origin_url')).toBe('http://store.test/special-order');
    expect(body.get('form_id')).toBe('8');
    expect(JSON.parse(body.get('submission_values')!)).toEqual({ 81: 'K80012', 82: 'sam@example.com', 83: '' });
    expect(db.content.submissions).toEqual([{ form_id: 8, origin_url: 'http://store.test/special-order', values: partRequest }]);
  });

  it('sends the captcha and reports a wrong one as a captcha field error', async () => {
    const e = await failure(submitForm({ formId: 7, values: serviceRequest, captcha: 'WRONG' }));
    expect([e.kind, e.fields.captcha, e.message]).toEqual(['store', CAPTCHA_MISMATCH, CAPTCHA_MISMATCH]);
    expect(db.content.submissions).toHaveLength(0);
    expect(await submitForm({ formId: 7, values: serviceRequest, captcha: db.productExtras.captchaCode.toLowerCase() })).toBe(FORM_SUCCESS);
  });

  it('gives the store refusal for missing or bad values, in the form texts', async () => {
    expect((await failure(submitForm({ formId: 8, values: { ...partRequest, 81: ' ' } }))).message).toBe('Part Number is required!');
    expect((await failure(submitForm({ formId: 8, values: { ...partRequest, 82: 'sam@' } }))).message).toBe('Must be a valid email!');
    expect((await failure(submitForm({ formId: 99, values: {} }))).message).toBe('This form is no longer available.');
  });

  it('sends the appointment form and throws the store HTML as the message', async () => {
    const ok = { name: 'Jane Driver', email: 'jane@example.com', telephone: '', subject: 'Brake inspection', message: 'Grinding noise at low speed.' };
    expect(await scheduleAppointment(ok)).toBe('Your enquiry has been successfully sent to the store owner!');
    expect(db.content.appointmentRequests).toEqual([ok]);
    const e = await failure(scheduleAppointment({ ...ok, email: 'nope' }));
    expect(e.message).toBe('<p class="text-danger">E-Mail Address does not appear to be valid!</p>');
  });

  it('does not retry a failed submission', async () => {
    let calls = 0;
    server.use(http.post('*/index.php', () => ((calls += 1), new HttpResponse('oops', { status: 500 }))));
    expect((await failure(submitForm({ formId: 8, values: partRequest }))).kind).toBe('http');
    expect(calls).toBe(1);
  });
});
