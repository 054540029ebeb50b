import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '../api/errors';
import { NotificationMethodModal } from './NotificationMethod';
import { failOnKeyWarnings } from '../../tests/utils/keyWarnings';

failOnKeyWarnings();

function setup(contact: { email?: string; phone?: string; textingAlerts?: boolean }, onSend = vi.fn(async () => ({ success: 'Sent!' }))) {
  const onClose = vi.fn();
  render(<NotificationMethodModal open onClose={onClose} contact={contact} onSend={onSend} />);
  return { onSend, onClose, user: userEvent.setup() };
}

const send = () => screen.getByRole('button', { name: 'Send' });

describe('Select Notification Method', () => {
  it('starts with email on, text off, the customer email filled in', () => {
    setup({ email: 'ana@example.com', phone: '(217) 555-0199' });
    expect(screen.getByRole('dialog', { name: 'Select Notification Method' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Notify by email' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Notify by text' })).not.toBeChecked();
    expect(screen.getByLabelText('Email')).toHaveValue('ana@example.com');
    expect(screen.queryByLabelText('Phone')).not.toBeInTheDocument();
    expect(send()).toBeEnabled();
  });

  it('validates the email only while notify by email is on, and gates Send', async () => {
    const { user } = setup({ email: '', phone: '(217) 555-0199', textingAlerts: true });
    expect(send()).toBeDisabled();
    await user.type(screen.getByLabelText('Email'), 'ana@');
    await user.tab();
    expect(screen.getByText('Invalid email')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Notify by email' }));
    expect(screen.queryByText('Invalid email')).not.toBeInTheDocument();
    expect(send()).toBeDisabled(); // no method on
    await user.click(screen.getByRole('checkbox', { name: 'Notify by text' }));
    expect(screen.getByLabelText('Phone')).toHaveValue('(217) 555-0199');
    expect(send()).toBeEnabled();
  });

  it('checks the phone format when notify by text is on', async () => {
    const { user } = setup({ email: 'ana@example.com', phone: '', textingAlerts: true });
    await user.click(screen.getByRole('checkbox', { name: 'Notify by text' }));
    await user.type(screen.getByLabelText('Phone'), '21755');
    await user.tab();
    expect(screen.getByText('Invalid phone number format')).toBeInTheDocument();
    expect(send()).toBeDisabled();
  });

  it('without texting consent asks for the override with the store message, then sends with it', async () => {
    let answer: (v: { success: string }) => void = () => undefined;
    const pending = vi.fn(() => new Promise<{ success: string }>((resolve) => (answer = resolve)));
    const { user, onSend, onClose } = setup({ email: 'ana@example.com', phone: '(217) 555-0199', textingAlerts: false }, pending);
    await user.click(screen.getByRole('checkbox', { name: 'Notify by email' }));
    await user.click(screen.getByRole('checkbox', { name: 'Notify by text' }));
    expect(screen.getByRole('alert')).toHaveTextContent("Customer doesn't constent to text messages");
    expect(send()).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'Override texting permission' }));
    expect(screen.queryByText("Customer doesn't constent to text messages")).not.toBeInTheDocument();
    await user.dblClick(send());
    expect(onSend).toHaveBeenCalledTimes(1);
    answer({ success: 'Sent!' });
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(onSend).toHaveBeenCalledWith(expect.objectContaining({ notifyByText: true, notifyByEmail: false, overrideTextPermission: true, phone: '(217) 555-0199' }));
    expect(await screen.findByText('Sent!')).toBeInTheDocument();
  });

  it('shows the override only for a customer without consent', async () => {
    const { user } = setup({ email: 'ana@example.com', phone: '(217) 555-0199', textingAlerts: true });
    await user.click(screen.getByRole('checkbox', { name: 'Notify by text' }));
    expect(screen.queryByRole('checkbox', { name: 'Override texting permission' })).not.toBeInTheDocument();
  });

  it('hands the values sent to onSent (for the contact update), and keeps Send disabled while the caller blocks it', async () => {
    const onSent = vi.fn();
    const onClose = vi.fn();
    const onSend = vi.fn(async () => ({ success: 'Sent!' }));
    const { rerender } = render(<NotificationMethodModal open onClose={onClose} contact={{ email: 'ana@example.com' }} onSend={onSend} onSent={onSent} sendDisabled />);
    expect(send()).toBeDisabled();
    rerender(<NotificationMethodModal open onClose={onClose} contact={{ email: 'ana@example.com' }} onSend={onSend} onSent={onSent} />);
    const user = userEvent.setup();
    await user.clear(screen.getByLabelText('Email'));
    await user.type(screen.getByLabelText('Email'), 'ana.lima@example.com');
    await user.click(send());
    await waitFor(() => expect(onSent).toHaveBeenCalledWith('Sent!', expect.objectContaining({ notifyByEmail: true, email: 'ana.lima@example.com' })));
  });

  it("says 'Failed to send to notification' when the send fails, the store's words when it refuses, and stays open", async () => {
    const onSend = vi.fn().mockRejectedValueOnce(new ApiError('network', 'down')).mockRejectedValueOnce(new ApiError('store', 'No SMS credits left'));
    const { user, onClose } = setup({ email: 'ana@example.com' }, onSend);
    await user.click(send());
    expect(await screen.findByText('Failed to send to notification')).toBeInTheDocument();
    await user.click(send());
    expect(await screen.findByText('No SMS credits left')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Email')).toHaveValue('ana@example.com');
  });
});
