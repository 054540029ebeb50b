import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { Field } from './Field';
import { PhoneInput } from './PhoneInput';

describe('Field', () => {
  it('labels its control and leaves it valid without an error', () => {
    render(
      <Field id="f-email" label="Email" required>
        {(a11y) => <input {...a11y} type="email" required />}
      </Field>,
    );
    // The marker is seen, not read: the control's own `required` says it.
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(screen.getByText('Email')).toHaveTextContent('Email *');
    expect(input).toHaveAttribute('id', 'f-email');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
    expect(input).not.toHaveAccessibleDescription();
  });

  it('marks the control invalid and announces the error through aria-describedby', () => {
    render(
      <Field id="f-name" label="Name" error="Name is required.">
        {(a11y) => <input {...a11y} />}
      </Field>,
    );
    const input = screen.getByRole('textbox', { name: 'Name' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAttribute('aria-describedby', 'f-name-error');
    expect(input).toHaveAccessibleDescription('Name is required.');
    expect(document.getElementById('f-name-error')).toHaveTextContent('Name is required.');
  });

  it('describes the control with its hint first, then the error', () => {
    const { rerender } = render(
      <Field id="f-title" label="Title" hint="Empty: the year, make and model.">
        {(a11y) => <input {...a11y} />}
      </Field>,
    );
    const input = screen.getByRole('textbox', { name: 'Title' });
    expect(input).toHaveAttribute('aria-describedby', 'f-title-help');
    expect(input).not.toHaveAttribute('aria-invalid');
    rerender(
      <Field id="f-title" label="Title" hint="Empty: the year, make and model." error="Too long.">
        {(a11y) => <input {...a11y} />}
      </Field>,
    );
    expect(input).toHaveAttribute('aria-describedby', 'f-title-help f-title-error');
    expect(input).toHaveAccessibleDescription('Empty: the year, make and model. Too long.');
    expect(input).toHaveAttribute('aria-invalid', 'true');
  });

  it('takes custom hint and error ids', () => {
    render(
      <Field id="f-image" label="Image (optional)" hint="JPG or PNG." hintId="f-image-hint" error="Too big." errorId="f-image-problem">
        {(a11y) => <input {...a11y} type="file" />}
      </Field>,
    );
    const input = screen.getByLabelText('Image (optional)');
    expect(input).toHaveAttribute('aria-describedby', 'f-image-hint f-image-problem');
    expect(input).toHaveAccessibleDescription('JPG or PNG. Too big.');
  });

  it('can speak its error at once as an alert', () => {
    render(
      <Field id="f-code" label="Code" required error="The code is wrong." errorRole="alert">
        {(a11y) => <input {...a11y} required />}
      </Field>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('The code is wrong.');
    expect(screen.getByRole('textbox', { name: 'Code' })).toHaveAccessibleDescription('The code is wrong.');
  });

  it('hands a phone box its id, invalid state and error description', () => {
    render(
      <Field id="f-phone" label="Phone" error="Phone is invalid.">
        {(a11y) => <PhoneInput {...a11y} name="phone" value="(312) 555-01" onChange={() => undefined} />}
      </Field>,
    );
    const input = screen.getByRole('textbox', { name: 'Phone' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Phone is invalid.');
  });
});
