import { format } from 'node:util';
import { afterEach, beforeEach, vi, type MockInstance } from 'vitest';

/** React's words for a list whose rows lack keys or repeat one ("two children with the same key"). */
export const KEY_WARNING = /Encountered two children with the same key|Each child in a list should have a unique "key" prop/;

/** The React key warnings among console.error calls, as React would print them. */
export const keyWarnings = (calls: unknown[][]): string[] => calls.map((args) => format(...args)).filter((text) => KEY_WARNING.test(text));

/**
 * Call at the top of a test file: a React key warning logged during a test fails that test. Rows
 * with repeated keys can be dropped or duplicated by React on the next render (a credit shown
 * twice, a note missing), so the warning is a defect, not noise. console.error still prints.
 */
export function failOnKeyWarnings(): void {
  let spy: MockInstance<typeof console.error> | undefined;
  beforeEach(() => {
    spy = vi.spyOn(console, 'error');
  });
  afterEach(() => {
    const found = keyWarnings(spy?.mock.calls ?? []);
    spy?.mockRestore();
    spy = undefined;
    if (found.length) throw new Error(`React warned about list keys:\n${found.join('\n')}`);
  });
}
