import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import widget from './index';
import { mountWidget, setConfig } from '../../tests/utils/widget';
import { server } from '../../mocks/node';
import { setFaults } from '../../mocks/faults';
import { db } from '../../mocks/db';
import { FORMS } from '../../mocks/db/content';
import { CAPTCHA_MISMATCH } from '../../mocks/handlers/forms';
import { navigation } from '../../shared/runtime/navigation';

const [service, partRequest] = FORMS;

/** Counts the form posts the page sends. */
function countPosts() {
  const posts: URLSearchParams[] = [];
  server.events.on('request:start', async ({ request }) => {
    if (request.url.includes('module/forms/postSubmission')) posts.push(new URLSearchParams(await request.clone().text()));
  });
  return posts;
}

afterEach(() => {
  server.events.removeAllListeners();
  vi.useRealTimers();
});

const form = () => screen.getByRole('form', { name: service.title });

async function fillService(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/^Full Name/), 'Jane Driver');
  await user.type(screen.getByRole('textbox', { name: /^Email/ }), 'jane@example.com');
  await user.click(screen.getByRole('radio', { name: 'Email' }));
  await user.type(screen.getByLabelText(/^Vehicle Year/), '2016');
  await user.selectOptions(screen.getByLabelText(/^Service Needed/), 'Oil change');
  await user.click(screen.getByRole('checkbox', { name: 'Wiper blades' }));
  fireEvent.change(screen.getByLabelText(/^Preferred Date/), { target: { value: '2026-12-01' } });
  await waitFor(() => expect(within(screen.getByLabelText(/^Store/)).getAllByRole('option')).toHaveLength(9));
  await user.selectOptions(screen.getByLabelText(/^Store/), 'Champaign - Neil St');
  await user.click(screen.getByLabelText(/^Describe the problem/));
  await user.paste('Squeal from the front left wheel when braking.');
  await user.click(screen.getByRole('checkbox', { name: /I agree to be contacted/ }));
}

describe('custom-form', () => {
  it('shows every field type labelled, in index order, with the static texts', async () => {
    mountWidget(widget, { formId: '7', form: service });
    expect(form()).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'About you' })).toBeInTheDocument();
    expect(screen.getByText(/Tell us about the vehicle/)).toBeInTheDocument();
    const labelled = ['Full Name', 'Email', 'Phone', 'Vehicle Year', 'Service Needed', 'Preferred Date', 'Preferred Time', 'Store', 'Describe the problem', 'Verification code'];
    for (const label of labelled) expect(screen.getAllByLabelText(new RegExp(`^${label}`))[0]).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Email/ })).toHaveAttribute('type', 'email');
    expect(screen.getByRole('group', { name: /Best way to reach you/ })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: /Also check/ })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /I agree to be contacted/ })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Phone/ })).toHaveAttribute('placeholder', '(555) 555-5555');
    expect(form().querySelector('input[type="hidden"]')).toHaveValue('service-page');
    // index order: the textarea (index 12) comes after the store (11), though it is listed first.
    const order = [...form().querySelectorAll('input:not([type=hidden]), select, textarea')].map((el) => (el as HTMLInputElement).name);
    expect(order.indexOf('f73')).toBeLessThan(order.indexOf('f70'));
    expect(order.slice(0, 3)).toEqual(['f62', 'f63', 'f64']);
    expect(screen.getByRole('img', { name: 'Captcha: type the characters shown' })).toHaveAttribute('width', '175');
    await waitFor(() => expect(within(screen.getByLabelText(/^Store/)).getByRole('option', { name: 'Urbana - Cunningham Ave' })).toHaveValue('urbana@partsfront-auto.example'));
  });

  it('says which fields are required, with the spec’s texts, and sends nothing', async () => {
    const posts = countPosts();
    const user = userEvent.setup();
    mountWidget(widget, { form: service });
    await user.click(screen.getByRole('button', { name: 'Send Request' }));
    for (const label of ['Full Name', 'Email', 'Best way to reach you', 'Vehicle Year', 'Service Needed', 'Preferred Date', 'Store', 'Describe the problem', 'I agree to be contacted about this request', 'Verification code']) {
      expect(screen.getByText(`${label} is required!`)).toBeInTheDocument();
    }
    expect(screen.queryByText('Phone is required!')).not.toBeInTheDocument();
    expect(screen.getByLabelText(/^Full Name/)).toHaveFocus();
    expect(screen.getByLabelText(/^Full Name/)).toHaveAccessibleDescription('Full Name is required!');
    expect(posts).toHaveLength(0);
  });

  it('checks emails: Must be a valid email!', async () => {
    const user = userEvent.setup();
    mountWidget(widget, { form: partRequest });
    await user.type(screen.getByLabelText(/^Email/), 'sam@');
    await user.tab();
    expect(screen.getByText('Must be a valid email!')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Email/), 'example.com');
    expect(screen.queryByText('Must be a valid email!')).not.toBeInTheDocument();
  });

  it('sends once per click and shows the thank-you message', { timeout: 40_000 }, async () => {
    const posts = countPosts();
    const user = userEvent.setup();
    mountWidget(widget, { formId: 7, form: service });
    await fillService(user);
    await user.type(screen.getByLabelText(/^Verification code/), db.productExtras.captchaCode);
    await user.dblClick(screen.getByRole('button', { name: 'Send Request' }));
    const thanks = await screen.findByRole('status');
    expect(thanks).toHaveTextContent('Thank you! Our service desk will call you within one business day');
    expect(thanks).toHaveFocus();
    expect(posts).toHaveLength(1);
    expect(posts[0].get('form_id')).toBe('7');
    expect(posts[0].get('origin_url')).toBe(window.location.href);
    expect(posts[0].get('captcha')).toBe(db.productExtras.captchaCode);
    expect(JSON.parse(posts[0].get('submission_values')!)).toMatchObject({ 62: 'Jane Driver', 65: 'Email', 69: ['Wiper blades'], 73: 'champaign@partsfront-auto.example', 74: 'service-page', 75: '1' });
    expect(db.content.submissions).toHaveLength(1);
  });

  // Long flows: the shared test machine can be slow.
  it('shows a captcha refusal on the form and lets it be sent again after 1 second, keeping what was typed', { timeout: 40_000 }, async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const posts = countPosts();
    mountWidget(widget, { form: service });
    await fillService(user);
    await user.type(screen.getByLabelText(/^Verification code/), 'WRONG');
    await user.click(screen.getByRole('button', { name: 'Send Request' }));
    expect(await screen.findByText(CAPTCHA_MISMATCH)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Verification code/)).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Submitting...' })).toBeDisabled();
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(screen.getByRole('button', { name: 'Send Request' })).toBeEnabled();
    expect(screen.getByLabelText(/^Full Name/)).toHaveValue('Jane Driver');
    expect(screen.getByLabelText(/^Describe the problem/)).toHaveValue('Squeal from the front left wheel when braking.');
    await user.type(screen.getByLabelText(/^Verification code/), db.productExtras.captchaCode);
    await user.click(screen.getByRole('button', { name: 'Send Request' }));
    expect(await screen.findByRole('status')).toBeInTheDocument();
    expect(posts).toHaveLength(2);
  });

  it('goes to the form’s redirect after a success', async () => {
    const go = vi.spyOn(navigation, 'go').mockImplementation(() => undefined);
    const user = userEvent.setup();
    mountWidget(widget, { form: partRequest });
    await user.type(screen.getByLabelText(/^Part Number/), 'K80012');
    await user.type(screen.getByLabelText(/^Email/), 'sam@example.com');
    await user.click(screen.getByRole('button', { name: 'Ask for a quote' }));
    await waitFor(() => expect(go).toHaveBeenCalledWith(partRequest.redirect));
    expect(screen.getByRole('button', { name: 'Submitting...' })).toBeDisabled();
  });

  it('shows the store’s refusal and keeps the form usable', async () => {
    server.use(http.post('*/index.php', ({ request }) => (new URL(request.url).searchParams.get('route') === 'module/forms/postSubmission' ? HttpResponse.json({ error: 'We are closed for inventory today.' }) : undefined)));
    const user = userEvent.setup();
    mountWidget(widget, { form: partRequest });
    await user.type(screen.getByLabelText(/^Part Number/), 'K80012');
    await user.type(screen.getByLabelText(/^Email/), 'sam@example.com');
    await user.click(screen.getByRole('button', { name: 'Ask for a quote' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('We are closed for inventory today.');
    expect(screen.getByRole('button', { name: 'Ask for a quote' })).toBeEnabled();
    expect(screen.getByLabelText(/^Part Number/)).toHaveValue('K80012');
  });

  it('says so when the store cannot be reached', async () => {
    setFaults({ failing: { 'module/forms/postSubmission': 'network' } });
    const user = userEvent.setup();
    mountWidget(widget, { form: partRequest });
    await user.type(screen.getByLabelText(/^Part Number/), 'K80012');
    await user.type(screen.getByLabelText(/^Email/), 'sam@example.com');
    await user.click(screen.getByRole('button', { name: 'Ask for a quote' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong. Please try again.');
  });

  it('offers to read the locations again when they could not be loaded', async () => {
    setFaults({ failing: { 'module/forms/getLocations': 'http500' } });
    const user = userEvent.setup();
    mountWidget(widget, { form: service });
    expect(await screen.findByText('The store locations could not be loaded.')).toBeInTheDocument();
    setFaults({});
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(within(screen.getByLabelText(/^Store/)).getAllByRole('option')).toHaveLength(9));
  });

  it('reads no locations for a form without a location field, and shows a new captcha image on request', async () => {
    const calls: string[] = [];
    server.events.on('request:start', ({ request }) => calls.push(request.url));
    const user = userEvent.setup();
    mountWidget(widget, { form: { ...partRequest, require_captcha: '1' } });
    const before = screen.getByRole('img', { name: /Captcha/ }).getAttribute('src');
    await user.click(screen.getByRole('button', { name: 'Show a new image' }));
    expect(screen.getByRole('img', { name: /Captcha/ }).getAttribute('src')).not.toBe(before);
    expect(calls.filter((u) => u.includes('getLocations'))).toHaveLength(0);
  });

  it('writes heading fields at the level the page needs', () => {
    mountWidget(widget, { form: service, headingLevel: '4' });
    expect(screen.getByRole('heading', { level: 4, name: 'About you' })).toBeInTheDocument();
    expect(() => mountWidget(widget, { form: service, headingLevel: '1' })).toThrow(/headingLevel/);
  });

  it('rejects a form without fields; a field of an unknown type is left out and the rest of the form shown', () => {
    expect(() => mountWidget(widget, {})).toThrow(/form is required/);
    expect(() => mountWidget(widget, { form: { id: 3 } })).toThrow(/form must be a form definition/);
    mountWidget(widget, { form: { id: 3, fields: [{ id: 1, type: 'signature', label_text: 'Sign', index: 0 }, { id: 2, type: 'text', label_text: 'Your name', index: 1 }] } });
    expect(screen.getByRole('textbox', { name: 'Your name' })).toBeInTheDocument();
    expect(screen.queryByText('Sign')).not.toBeInTheDocument();
    expect(() => mountWidget(widget, { formId: 'seven', form: partRequest })).toThrow(/data-form-id must be a number/);
  });
});

describe('custom-form: the store’s words', () => {
  it('labels the captcha with a text set in #pf-config', async () => {
    setConfig({ texts: { 'customForm.captcha': 'Security code' } });
    mountWidget(widget, { form: service });
    expect((await screen.findAllByLabelText(/^Security code/))[0]).toBeInTheDocument();
  });
});
