import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FormDialog } from './FormDialog';

describe('FormDialog', () => {
  it('is a labelled dialog whose submit button and Enter both submit its form, and whose Cancel closes it', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    const onClose = vi.fn();
    render(
      <FormDialog title="Add Note" submitLabel="Save Note" onSubmit={onSubmit} onClose={onClose}>
        <label htmlFor="note">Note</label>
        <input id="note" />
      </FormDialog>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Add Note' });
    expect(dialog).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save Note' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    await user.type(screen.getByLabelText('Note'), 'hello{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(2);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('disables its submit button when asked', () => {
    render(
      <FormDialog title="Add Note" submitLabel="Save Note" submitDisabled onSubmit={() => undefined} onClose={() => undefined}>
        <input aria-label="Note" />
      </FormDialog>,
    );
    expect(screen.getByRole('button', { name: 'Save Note' })).toBeDisabled();
  });

  it("gives its buttons a widget's own classes and form class when asked, busy still disabling the submit button", async () => {
    const onSubmit = vi.fn();
    render(
      <FormDialog title="Contact Us" submitLabel="Send" busy onSubmit={onSubmit} onClose={() => undefined} formClassName="own-form" buttonClassNames={{ cancel: 'own-cancel', submit: 'own-submit' }}>
        <input aria-label="Name" />
      </FormDialog>,
    );
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveAttribute('class', 'own-cancel');
    const send = screen.getByRole('button', { name: 'Send' });
    expect(send).toHaveAttribute('class', 'own-submit');
    expect(send).toBeDisabled();
    expect(send).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByLabelText('Name').closest('form')).toHaveAttribute('class', 'own-form');
  });
});
