import { describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { isAborted } from '../api/errors';
import { pendingIn, runInScope, useMutation } from './index';

/** A call whose answer the test gives when it wants, and that says when it started. */
function held<T>(log: string[], name: string) {
  let answer!: (value: T) => void;
  let fail!: (error: unknown) => void;
  const fn = () => {
    log.push(`start ${name}`);
    return new Promise<T>((resolve, reject) => {
      answer = (v) => {
        log.push(`end ${name}`);
        resolve(v);
      };
      fail = (e) => {
        log.push(`fail ${name}`);
        reject(e);
      };
    });
  };
  return { fn, answer: (v: T) => answer(v), fail: (e: unknown) => fail(e) };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('runInScope', () => {
  it('runs the calls of one scope one after another, in the order they were made', async () => {
    const log: string[] = [];
    const a = held<string>(log, 'a');
    const b = held<string>(log, 'b');
    const first = runInScope('order', null, a.fn);
    const second = runInScope('order', null, b.fn);
    await flush();
    expect(log).toEqual(['start a']);
    expect(pendingIn('order')).toBe(2);
    a.answer('A');
    await expect(first).resolves.toBe('A');
    await flush();
    expect(log).toEqual(['start a', 'end a', 'start b']);
    b.answer('B');
    await expect(second).resolves.toBe('B');
    expect(pendingIn('order')).toBe(0);
  });

  it('keeps other scopes apart: a call of another scope does not wait', async () => {
    const log: string[] = [];
    const a = held<string>(log, 'a');
    const b = held<string>(log, 'b');
    void runInScope('one', null, a.fn);
    const other = runInScope('two', null, b.fn);
    await flush();
    expect(log).toEqual(['start a', 'start b']);
    b.answer('B');
    await expect(other).resolves.toBe('B');
    a.answer('A');
  });

  it('replaces a waiting call by the newer one of the same key, in its place; the replaced one is superseded', async () => {
    const log: string[] = [];
    const running = held<number>(log, 'q1');
    const replaced = held<number>(log, 'q2');
    const other = held<number>(log, 'other');
    const newest = held<number>(log, 'q3');
    void runInScope('line', 'quantity', running.fn);
    await flush();
    const second = runInScope('line', 'quantity', replaced.fn);
    const third = runInScope('line', null, other.fn);
    const fourth = runInScope('line', 'quantity', newest.fn);
    const secondFailure = await second.catch((e: unknown) => e);
    expect(isAborted(secondFailure)).toBe(true);
    expect(pendingIn('line')).toBe(3);
    running.answer(1);
    await flush();
    newest.answer(3);
    await expect(fourth).resolves.toBe(3);
    await flush();
    other.answer(9);
    await expect(third).resolves.toBe(9);
    // q2 never started; q3 took its place before the call made after it.
    expect(log).toEqual(['start q1', 'end q1', 'start q3', 'end q3', 'start other', 'end other']);
  });

  it('does not let a failed call block the next one', async () => {
    const log: string[] = [];
    const a = held<string>(log, 'a');
    const b = held<string>(log, 'b');
    const first = runInScope('errors', null, a.fn);
    const second = runInScope('errors', null, b.fn);
    await flush();
    a.fail(new Error('refused'));
    await expect(first).rejects.toThrow('refused');
    await flush();
    b.answer('B');
    await expect(second).resolves.toBe('B');
    expect(log).toEqual(['start a', 'fail a', 'start b', 'end b']);
  });

  it('never starts a call synchronously, even in an idle scope', async () => {
    const log: string[] = [];
    const a = held<string>(log, 'a');
    const call = runInScope('idle', null, a.fn);
    expect(log).toEqual([]);
    await flush();
    expect(log).toEqual(['start a']);
    a.answer('A');
    await call;
  });
});

describe('useMutation with a scope', () => {
  /** Two buttons of two components, each its own mutation, sharing one scope. */
  function Saver({ label, fn }: { label: string; fn: () => Promise<string> }) {
    const save = useMutation(fn, { scope: { id: 'saves' }, errorToast: false });
    return (
      <button onClick={() => void save.mutate()} aria-busy={save.pending}>
        {label}
      </button>
    );
  }

  it('sends the second mutation only once the first, made before it, has settled', async () => {
    const user = userEvent.setup();
    const log: string[] = [];
    const a = held<string>(log, 'a');
    const b = held<string>(log, 'b');
    render(
      <>
        <Saver label="Save A" fn={a.fn} />
        <Saver label="Save B" fn={b.fn} />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Save A' }));
    await user.click(screen.getByRole('button', { name: 'Save B' }));
    await waitFor(() => expect(log).toEqual(['start a']));
    a.answer('A');
    await waitFor(() => expect(log).toEqual(['start a', 'end a', 'start b']));
    b.answer('B');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save B' })).toHaveAttribute('aria-busy', 'false'));
  });
});
