import { vi } from 'vitest';

/**
 * How long a test waits for something it expects to happen (an answer, a render, a toast) before
 * it fails. Every wait is a condition polled until it holds: this only bounds one that never comes.
 * The suite runs on CI machines shared with other jobs, where a step can take seconds; 10 s keeps
 * a few waits in a row inside the unit test timeout (30 s, vitest.config.ts). Testing Library's
 * findBy / waitFor use it (tests/setup/unit.ts); `eventually` is vi.waitFor with it (for tests on
 * fake timers: vi.waitFor polls on the real clock, Testing Library's on the faked one).
 */
export const ASYNC_TIMEOUT = 10_000;

export const eventually = <T>(check: () => T | Promise<T>): Promise<T> => vi.waitFor(check, { timeout: ASYNC_TIMEOUT });
