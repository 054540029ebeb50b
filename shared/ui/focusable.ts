/** Elements a keyboard user can Tab to, in DOM order (layout-free, so it also works in jsdom). */
const FOCUSABLE = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  'audio[controls]',
  'video[controls]',
  '[contenteditable]:not([contenteditable="false"])',
  '[tabindex]',
].join(',');

export function focusableIn(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    // `[tabindex]` also matches disabled controls (react-select keeps tabindex="0" on a disabled
    // input); focus() on those does nothing, so they must not be chosen.
    (el) =>
      el.tabIndex >= 0 &&
      !(el as HTMLInputElement).disabled &&
      !el.closest('[hidden],[inert],fieldset:disabled') &&
      el.getAttribute('aria-hidden') !== 'true',
  );
}
