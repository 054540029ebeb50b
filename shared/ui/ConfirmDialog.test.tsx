import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfirmDialog } from './ConfirmDialog';

const setup = (busy = false) => {
  const onConfirm = vi.fn();
  const onClose = vi.fn();
  render(
    <ConfirmDialog open title="Void the $45.00 Check payment on order #1005?" confirmLabel="Void Payment" danger busy={busy} onConfirm={onConfirm} onClose={onClose}>
      This cannot be undone.
    </ConfirmDialog>,
  );
  return { onConfirm, onClose, user: userEvent.setup() };
};

describe('ConfirmDialog', () => {
  it('asks its question with focus on Cancel, so Enter cancels and never confirms', async () => {
    const { onConfirm, onClose, user } = setup();
    expect(screen.getByRole('dialog', { name: 'Void the $45.00 Check payment on order #1005?' })).toHaveTextContent('This cannot be undone.');
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onConfirm).not.toHaveBeenCalled();
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('cancels on Escape and on Cancel without confirming', async () => {
    const { onConfirm, onClose, user } = setup();
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(2);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('confirms only through its confirming button', async () => {
    const { onConfirm, onClose, user } = setup();
    await user.click(screen.getByRole('button', { name: 'Void Payment' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('while busy, ignores more taps on the confirming button and does not close', async () => {
    const { onConfirm, onClose, user } = setup(true);
    const confirm = screen.getByRole('button', { name: 'Void Payment' });
    expect(confirm).toBeDisabled();
    expect(confirm).toHaveAttribute('aria-busy', 'true');
    await user.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('shows nothing when closed', () => {
    render(<ConfirmDialog open={false} title="Void?" confirmLabel="Void" onConfirm={() => undefined} onClose={() => undefined} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
