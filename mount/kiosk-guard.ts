/**
 * Restricted kiosk mode from the first paint (spec 3 §2, §6). A kiosk page carries the kiosk
 * placeholder `<div id="pf-kiosk">`; until the kiosk widget has mounted there, the loader's click
 * listener cancels links that leave the store's site (another origin, mailto:, tel:, …), so a
 * visitor who touches one while the page is still loading stays on the kiosk. Once mounted, the
 * kiosk widget's own guard takes over: it reads the settings (kiosk mode, `restricted`, the
 * store's `baseUrl` origin), blocks middle clicks and `window.open`, and tells the visitor why.
 *
 * Kept tiny on purpose: it ships in the loader, within its 1.6 KB gzip budget, so it shares the
 * loader's one click listener (a default prevented while the click bubbles still stops the
 * navigation) and asks the page, not the settings, whether it is a kiosk page.
 */
export function blockOutsideLink(event: Event): void {
  const link = (event.target as Element | null)?.closest?.('[href]') as HTMLAnchorElement | null;
  const kiosk = document.getElementById('pf-kiosk');
  if (link && kiosk && !kiosk.querySelector('.pf-root') && link.origin !== location.origin) event.preventDefault();
}
