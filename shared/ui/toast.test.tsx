import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { dismissToast, notifyError, notifySuccess, withoutSuccessPrefix } from './toast';
import { setConfig } from '../../tests/utils/widget';

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

/** A toast closed by a newer one: its enter animation, then its exit animation, end as a browser's would. */
async function leave(text: string) {
  const box = screen.getByText(text).closest<HTMLElement>('.Toastify__toast')!;
  fireEvent.animationEnd(box);
  await act(() => vi.advanceTimersByTimeAsync(10));
  fireEvent.animationEnd(box);
  await act(() => vi.advanceTimersByTimeAsync(1000));
}

afterEach(() => {
  vi.useRealTimers();
});

/** toast.tsx as a page has it before any toast: react-toastify not loaded yet (a fresh module). */
async function freshToasts() {
  vi.resetModules();
  return import('./toast');
}

/** The text of each toast shown, top to bottom. */
const shownTexts = () => screen.queryAllByRole('alert').map((t) => t.textContent);

describe('toasts raised before the toast code has loaded', () => {
  // Each test loads the toast code afresh: the container of the one before must not stay mounted
  // (react-toastify would send the next toasts to it rather than wait for the new one).
  afterEach(async () => (await import('./toastHost')).unmountToasts());

  it('returns ids at once and shows the toasts once it has, in order, at most 3 at once with no queue: a fourth takes the oldest one’s place at once', async () => {
    const toasts = await freshToasts();
    let ids: unknown[] = [];
    act(() => {
      ids = [1, 2, 3].map((n) => toasts.notifyError(`Error ${n}`));
    });
    expect(new Set(ids).size).toBe(3);
    // react-toastify loads with the first toast: nothing is shown in the same task.
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await screen.findByText('Error 3');
    expect(shownTexts()).toEqual(['Uh oh!Error 1', 'Uh oh!Error 2', 'Uh oh!Error 3']);
    expect(progressBarOf(screen.getByText('Error 1')).style.animationDuration).toBe('8000ms');
    vi.useFakeTimers({ shouldAdvanceTime: true });
    act(() => void toasts.notifyError('Error 4'));
    // Shown now, not after the first one's 8 s; the first one leaves.
    expect(await screen.findByText('Error 4')).toBeInTheDocument();
    expect(progressBarOf(screen.getByText('Error 4')).style.animationDuration).toBe('8000ms');
    await leave('Error 1');
    expect(shownTexts()).toEqual(['Uh oh!Error 2', 'Uh oh!Error 3', 'Uh oh!Error 4']);
  });

  it('shows only the newest of the toasts of one kind, and none of a success that waited past its moment', async () => {
    const toasts = await freshToasts();
    const at = performance.now();
    const clock = vi.spyOn(performance, 'now').mockReturnValue(at);
    act(() => {
      for (let n = 1; n <= 5; n++) toasts.notifySuccess(`You have added part ${n} to the cart.`, { kind: 'added' });
      toasts.notifySuccess('Order Saved!');
    });
    // The code arrives 4 s after the action: the waiting confirmations are stale.
    clock.mockReturnValue(at + 4000);
    act(() => void toasts.notifyError('Product not found'));
    await screen.findByText('Product not found');
    expect(shownTexts()).toEqual(['Uh oh!Product not found']);

    clock.mockReturnValue(at + 5000);
    vi.useFakeTimers({ shouldAdvanceTime: true });
    act(() => void toasts.notifySuccess('You have added part 6 to the cart.', { kind: 'added' }));
    await screen.findByText('You have added part 6 to the cart.');
    act(() => void toasts.notifySuccess('You have added part 7 to the cart.', { kind: 'added' }));
    await screen.findByText('You have added part 7 to the cart.');
    await leave('You have added part 6 to the cart.');
    expect(shownTexts()).toEqual(['Uh oh!Product not found', 'Success!You have added part 7 to the cart.']);
  });

  it('times a success toast 8 s on the POS screens (spec 3 §9), 3 s on the storefront', async () => {
    setConfig({ mode: 'pos' });
    act(() => void notifySuccess('Order Saved!'));
    expect(progressBarOf(await screen.findByText('Order Saved!')).style.animationDuration).toBe('8000ms');
    setConfig({ mode: 'storefront' });
    act(() => void notifySuccess('Saved.'));
    expect(progressBarOf(await screen.findByText('Saved.')).style.animationDuration).toBe('3000ms');
  });

  it('drops a waiting toast dismissed by its id, and all waiting toasts dismissed at once', async () => {
    const toasts = await freshToasts();
    act(() => {
      const first = toasts.notifySuccess('First');
      toasts.notifySuccess('Second');
      toasts.dismissToast(first);
    });
    await screen.findByText('Second');
    expect(screen.queryByText('First')).not.toBeInTheDocument();

    const again = await freshToasts();
    act(() => {
      again.notifySuccess('Saved');
      again.notifyError('Not saved');
      again.dismissToast();
      again.notifySuccess('Sent');
    });
    await screen.findByText('Sent');
    expect(screen.queryByText('Saved')).not.toBeInTheDocument();
    expect(screen.queryByText('Not saved')).not.toBeInTheDocument();
  });

  it('shows nothing of a page emptied before the code arrived', async () => {
    const toasts = await freshToasts();
    act(() => {
      toasts.notifySuccess('From the old page');
    });
    document.body.innerHTML = '';
    act(() => {
      toasts.notifySuccess('From this page');
    });
    await screen.findByText('From this page');
    expect(screen.queryByText('From the old page')).not.toBeInTheDocument();
    expect(document.querySelectorAll('[data-pf-toasts]')).toHaveLength(1);
  });
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

  it("reads the store's sentence once under the Success! heading: its own \"Success:\" is left out", async () => {
    act(() => {
      notifySuccess('Success: Cash payment of $20.00 added.');
    });
    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent(/^Success!Cash payment of \$20\.00 added\.$/);
    expect(within(toast).queryByText(/Success:/)).not.toBeInTheDocument();
  });

  it('leaves a sentence without the prefix as it is, and "Successfully" is no prefix', () => {
    expect(withoutSuccessPrefix('Success: You have modified orders!')).toBe('You have modified orders!');
    expect(withoutSuccessPrefix('Success! The order has been abandoned.')).toBe('The order has been abandoned.');
    expect(withoutSuccessPrefix('PO Number added successfully.')).toBe('PO Number added successfully.');
    expect(withoutSuccessPrefix('Successfully saved.')).toBe('Successfully saved.');
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

  it('shows at most 3 at once; a 4th shows at once in the oldest one’s place', async () => {
    act(() => {
      for (const n of [1, 2, 3, 4]) notifyError(`Error ${n}`);
    });
    // Raised together, the first is closed before it ever shows.
    await screen.findByText('Error 4');
    expect(shownTexts()).toEqual(['Uh oh!Error 2', 'Uh oh!Error 3', 'Uh oh!Error 4']);
  });

  it('closes a shown toast by the id it returned', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let id: ReturnType<typeof notifySuccess> = '';
    act(() => {
      id = notifySuccess('Saved', { autoClose: false });
      notifySuccess('Sent', { autoClose: false });
    });
    const toast = await screen.findByText('Saved');
    const box = toast.closest<HTMLElement>('.Toastify__toast')!;
    fireEvent.animationEnd(box);
    await act(() => vi.advanceTimersByTimeAsync(10));
    act(() => dismissToast(id));
    await act(() => vi.advanceTimersByTimeAsync(10));
    fireEvent.animationEnd(box);
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(screen.queryByText('Saved')).not.toBeInTheDocument();
    expect(screen.getByText('Sent')).toBeInTheDocument();
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
