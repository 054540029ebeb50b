import { afterEach, describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { invalidateQueries, resetQueries, useQuery } from './index';
import { ApiError } from '../api/errors';

afterEach(() => resetQueries());

/** A fetcher that shows a first part, then answers (or fails) when told. */
function progressive() {
  const control: { partly?: (part: string[]) => void; resolve?: (whole: string[]) => void; reject?: (e: unknown) => void } = {};
  const fetcher = (_signal: AbortSignal, partly: (part: string[]) => void) =>
    new Promise<string[]>((resolve, reject) => Object.assign(control, { partly, resolve, reject }));
  return { control, fetcher };
}

function Rows({ fetcher }: { fetcher: (signal: AbortSignal, partly: (part: string[]) => void) => Promise<string[]> }) {
  const q = useQuery(['rows'], fetcher);
  return (
    <p>
      {q.error ? 'failed' : `${(q.data ?? []).join(',')}|${q.partial ? 'partial' : 'whole'}|${q.fetching ? 'fetching' : 'done'}`}
    </p>
  );
}

describe('useQuery with a first part of the answer', () => {
  it('shows the first part at once, still fetching, then the whole answer', async () => {
    const { control, fetcher } = progressive();
    render(<Rows fetcher={fetcher} />);
    expect(screen.getByText('|whole|fetching')).toBeInTheDocument();
    act(() => control.partly!(['a', 'b']));
    expect(screen.getByText('a,b|partial|fetching')).toBeInTheDocument();
    await act(async () => control.resolve!(['a', 'b', 'c']));
    expect(screen.getByText('a,b,c|whole|done')).toBeInTheDocument();
  });

  it('keeps a whole answer on screen while it is read again, showing no first part meanwhile', async () => {
    const { control, fetcher } = progressive();
    const { rerender } = render(<Rows fetcher={fetcher} />);
    await act(async () => control.resolve!(['a', 'b', 'c']));
    await act(async () => invalidateQueries(['rows']));
    rerender(<Rows fetcher={fetcher} />);
    expect(screen.getByText('a,b,c|whole|fetching')).toBeInTheDocument();
    act(() => control.partly!(['x']));
    expect(screen.getByText('a,b,c|whole|fetching')).toBeInTheDocument();
    await act(async () => control.resolve!(['x', 'y']));
    expect(screen.getByText('x,y|whole|done')).toBeInTheDocument();
  });

  it('keeps no first part as an answer when the rest fails: the failure shows', async () => {
    const { control, fetcher } = progressive();
    render(<Rows fetcher={fetcher} />);
    act(() => control.partly!(['a']));
    await act(async () => control.reject!(new ApiError('malformed', 'The store sent an answer that could not be read.')));
    expect(screen.getByText('failed')).toBeInTheDocument();
  });
});
