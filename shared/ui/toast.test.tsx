import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { notifyError, notifySuccess } from './toast';

/** react-toastify times a toast with its progress bar's CSS animation (animation-duration = autoClose). */
const progressBarOf = (toast: HTMLElement) => toast.closest('.Toastify__toast')!.querySelector<HTMLElement>('.Toastify__progress-bar')!;

/**
 * jsdom runs no CSS animations, so end them as a browser would: the enter animation, the progress
 * bar (the toast's timer; React listens for it under its prefixed name in jsdom), then the exit
 * animation; the collapse runs on the (fake) timers.
 */
async function runOut(toast: HTMLElement) {
  const box = toast.closest<HTMLElement>('.Toastify__toast')!;
  fireEvent.animationEnd(box);
  await act(() => vi.advanceTimersByTimeAsync(10));
  progressBarOf(toast).dispatchEvent(new Event('webkitAnimationEnd', { bubbles: true }));
  await act(() => vi.advanceTimersByTimeAsync(10));
  fireEvent.animationEnd(box);
  await act(() => vi.advanceTimersByTimeAsync(1000));
}

afterEach(() => {
  vi.useRealTimers();
});

describe('toasts', () => {
  it('shows a success toast headed "Success!" timed 3000 ms, with a link, in a host on body', async () => {
    act(() => {
      notifySuccess('You have added Brake Pad to the cart.', { link: { href: '/cart', label: 'View Cart' } });
    });
    const toast = await screen.findByRole('alert');
    expect(within(toast).getByText('Success!')).toBeInTheDocument();
    expect(within(toast).getByText('You have added Brake Pad to the cart.')).toBeInTheDocument();
    expect(within(toast).getByRole('link', { name: 'View Cart' })).toHaveAttribute('href', '/cart');
    expect(progressBarOf(toast).style.animationDuration).toBe('3000ms');
    expect(toast.closest('[data-pf-toasts]')?.parentElement).toBe(document.body);
    expect(toast.closest('.pf-root')).not.toBeNull();
  });

  it('shows an error toast headed "Uh oh!" for 8000 ms', async () => {
    act(() => {
      notifyError('Product not found');
    });
    const toast = await screen.findByRole('alert');
    expect(within(toast).getByText('Uh oh!')).toBeInTheDocument();
    expect(within(toast).getByText('Product not found')).toBeInTheDocument();
    expect(progressBarOf(toast).style.animationDuration).toBe('8000ms');
  });

  it('takes a heading and a duration', async () => {
    act(() => {
      notifySuccess('Request sent successfully!', { heading: 'Sent', autoClose: 5000, position: 'top-center' });
    });
    const toast = await screen.findByRole('alert');
    expect(within(toast).getByText('Sent')).toBeInTheDocument();
    expect(progressBarOf(toast).style.animationDuration).toBe('5000ms');
    expect(toast.closest('.Toastify__toast-container--top-center')).not.toBeNull();
  });

  it('closes a toast when its time is up', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    act(() => {
      notifySuccess('Saved');
    });
    const toast = await screen.findByRole('alert');
    await runOut(toast);
    expect(screen.queryByText('Saved')).not.toBeInTheDocument();
  });

  it('shows at most 3 at once; the 4th waits for a free place', async () => {
    act(() => {
      for (const n of [1, 2, 3, 4]) notifyError(`Error ${n}`);
    });
    await screen.findByText('Error 3');
    expect(screen.getAllByRole('alert')).toHaveLength(3);
    expect(screen.queryByText('Error 4')).not.toBeInTheDocument();
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await runOut(screen.getByText('Error 1'));
    expect(await screen.findByText('Error 4')).toBeInTheDocument();
    expect(screen.queryByText('Error 1')).not.toBeInTheDocument();
    expect(screen.getAllByRole('alert')).toHaveLength(3);
  });

  it('creates one container per page', async () => {
    act(() => {
      notifySuccess('One');
      notifySuccess('Two');
    });
    await screen.findByText('Two');
    expect(document.querySelectorAll('[data-pf-toasts]')).toHaveLength(1);
    expect(document.querySelectorAll('.Toastify')).toHaveLength(1);
  });
});
