import { describe, expect, it } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import { useAddressState } from './useAddressState';

const read = (search: string) => Number(new URLSearchParams(search).get('page') ?? '1');
const write = (page: number, href: string) => {
  const url = new URL(href);
  url.searchParams.set('page', String(page));
  return url.pathname + url.search;
};

describe('useAddressState', () => {
  it('reads the state from the address, pushes each new state after its paint, and follows Back', async () => {
    window.history.replaceState(null, '', '/list?page=3');
    const { result, unmount } = renderHook(() => useAddressState(read, write));
    expect(result.current[0]).toBe(3);
    act(() => result.current[1](4));
    expect(result.current[0]).toBe(4);
    // Shown at once; the history entry follows the paint.
    expect(window.location.search).toBe('?page=3');
    await waitFor(() => expect(window.location.search).toBe('?page=4'));
    act(() => {
      window.history.replaceState(null, '', '/list?page=3');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(result.current[0]).toBe(3);
    unmount();
    window.history.replaceState(null, '', '/');
  });
});
