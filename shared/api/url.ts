/**
 * The one check for an address the store (or a placeholder's props) gives for `src` or `href`:
 * http, https or a relative address pass; anything else (`javascript:`, `data:`, `vbscript:`, a
 * scheme hidden behind spaces, tabs or control characters) is dropped to `''`.
 */
// eslint-disable-next-line no-control-regex -- control characters are exactly what a scheme may hide behind
const CONTROL = /[\u0000-\u0020\u007f-\u009f]/g;
const SCHEME = /^([a-z][a-z\d+\-.]*):/i;

export function safeUrl(value: unknown): string {
  if (typeof value !== 'string') return '';
  const trimmed = value.trim();
  if (trimmed === '') return '';
  // Browsers ignore tabs and newlines inside a scheme (`java\tscript:`), so judge it without them.
  const scheme = SCHEME.exec(trimmed.replace(CONTROL, ''));
  if (!scheme) return trimmed;
  return /^https?$/i.test(scheme[1]) ? trimmed : '';
}

/** True when the address passes `safeUrl` (and is not empty). */
export const isSafeUrl = (value: unknown): boolean => safeUrl(value) !== '';
