import { describe, expect, it } from 'vitest';
import { Formik, Form } from 'formik';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PhoneInput } from './PhoneInput';

function ContactForm({ onSubmit }: { onSubmit: (values: { pcPhone: string }) => void }) {
  return (
    <Formik initialValues={{ pcPhone: '' }} onSubmit={onSubmit}>
      {({ values, setFieldValue, handleBlur }) => (
        <Form>
          <label htmlFor="pc-phone">Phone</label>
          <PhoneInput id="pc-phone" name="pcPhone" value={values.pcPhone} onChange={(v) => setFieldValue('pcPhone', v)} onBlur={handleBlur} describedBy="pc-phone-hint" />
          <p id="pc-phone-hint">(###) ###-####</p>
          <button type="submit">Send</button>
        </Form>
      )}
    </Formik>
  );
}

describe('PhoneInput', () => {
  it('masks digits as (###) ###-#### and ignores other characters', async () => {
    let submitted: { pcPhone: string } | null = null;
    render(<ContactForm onSubmit={(v) => (submitted = v)} />);
    const input = screen.getByLabelText('Phone');
    expect(input).toHaveAttribute('type', 'tel');
    expect(input).toHaveAccessibleDescription('(###) ###-####');
    await userEvent.type(input, '55a5123456789');
    expect(input).toHaveValue('(555) 123-4567');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(submitted).toEqual({ pcPhone: '(555) 123-4567' }));
  });

  it('shows a value given by the form and marks it invalid when told', () => {
    render(<PhoneInput id="p" name="phone" value="(312) 555-0100" onChange={() => undefined} invalid />);
    const input = screen.getByRole('textbox');
    expect(input).toHaveValue('(312) 555-0100');
    expect(input).toHaveAttribute('aria-invalid', 'true');
  });
});
