import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import widget from './index';
import { mountWidget } from '../../tests/utils/widget';
import { faultCases } from '../../tests/utils/faults';
import { server } from '../../mocks/node';

/**
 * The custom form against literal definitions (spec 3 §3 "Form"; the keys the docs do not name are
 * Partsfront's props contract, docs/endpoints.md C1–C8) and literal submission answers
 * (spec 5: `{"success": "text"}` or `{"error": "text"}`).
 */
const SUBMIT = 'module/forms/postSubmission';
type Resolver = (info: { request: Request }) => Response | undefined;
const onSubmitRoute = (resolver: Resolver) =>
  server.use(http.post('*/index.php', (info) => (new URL(info.request.url).searchParams.get('route') === SUBMIT ? resolver(info) : undefined)));

/** Only what spec 3 §3 names: id and fields (id, type, label_text, required, index). */
const minimal = { id: 21, fields: [{ id: 1, type: 'text', label_text: 'Your Name', required: true, index: 0 }] };
/** Every documented part plus the layout, button and after-submit keys. */
const full = {
  id: 22,
  title: 'Ask the parts desk',
  layout: { columns: 2, label_position: 'top' },
  submit_button: { text: 'Send Question', align: 'center', full_width: true },
  require_captcha: false,
  redirect: '',
  after_submit_message: '<p>We will answer within a day.</p>',
  fields: [
    { id: 2, type: 'email', label_text: 'Email', placeholder_text: 'you@example.com', required: true, index: 1, width: 'half' },
    { id: 1, type: 'text', label_text: 'Your Name', required: true, index: 0, width: 'half' },
    { id: 3, type: 'select', label_text: 'Topic', required: false, index: 2, options: [{ value: 'fit', label: 'Fitment' }, 'Pricing'] },
  ],
};
/** PHP-flavoured: ids and indexes as strings, flags as "0"/"1". */
const php = {
  id: '23',
  title: 'Callback',
  require_captcha: '0',
  submit_button: { full_width: '0' },
  fields: [
    { id: '5', type: 'text', label_text: 'Your Name', required: '1', index: '0' },
    { id: '6', type: 'textarea', label_text: 'Notes', required: 0, index: '1' },
  ],
};

describe('custom-form: the documented definition and answer', () => {
  it('minimal: one required field, the default Submit button, and the store’s thanks', async () => {
    onSubmitRoute(() => HttpResponse.json({ success: 'Thanks, we got it.' }));
    mountWidget(widget, { form: minimal });
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: /Your Name/ }), 'Jane');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Thanks, we got it.')).toBeInTheDocument();
  });

  it('full: named form, ordered fields, option labels, the button text and the after-submit message', async () => {
    onSubmitRoute(() => HttpResponse.json({ success: 'Sent.' }));
    mountWidget(widget, { form: full });
    expect(screen.getByRole('form', { name: 'Ask the parts desk' })).toBeInTheDocument();
    const boxes = screen.getAllByRole('textbox');
    expect(boxes[0]).toHaveAccessibleName(expect.stringContaining('Your Name'));
    expect(screen.getByRole('option', { name: 'Fitment' })).toHaveValue('fit');
    expect(screen.getByRole('option', { name: 'Pricing' })).toHaveValue('Pricing');
    const user = userEvent.setup();
    await user.type(boxes[0], 'Jane');
    await user.type(boxes[1], 'jane@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Question' }));
    expect(await screen.findByText('We will answer within a day.')).toBeInTheDocument();
  });

  it('PHP-flavoured: "1" is required, 0 is not, no captcha for "0", and no stray 0', async () => {
    onSubmitRoute(() => HttpResponse.json({ success: true }));
    mountWidget(widget, { form: php });
    expect(screen.getByRole('textbox', { name: /Your Name/ })).toBeRequired();
    expect(screen.getByRole('textbox', { name: /Notes/ })).not.toBeRequired();
    expect(screen.queryByLabelText(/Verification code/)).not.toBeInTheDocument();
    expect(screen.queryByText('0')).not.toBeInTheDocument();
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: /Your Name/ }), 'Jane');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Thank you!')).toBeInTheDocument();
  });
});

describe('custom-form: the five faults on submit', () => {
  it.each(faultCases)('%s: shows the failure, keeps what was typed, shows no thank-you', async (_name, fault) => {
    onSubmitRoute(fault);
    mountWidget(widget, { form: minimal });
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: /Your Name/ }), 'Jane');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alert', {}, { timeout: 4000 })).toHaveTextContent(/\S/);
    expect(screen.getByRole('textbox', { name: /Your Name/ })).toHaveValue('Jane');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled();
  });
});
