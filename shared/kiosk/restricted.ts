import { useEffect, useRef } from 'react';

/**
 * True when following `href` would leave the store's site: another origin, or a scheme that opens
 * another application (mailto:, tel:, sms:, …). Same-page script links do not leave.
 * `storeOrigins` are further origins that count as the site (the store's base URL).
 */
export function leavesSite(href: string | URL | null | undefined, storeOrigins: string[] = []): boolean {
  if (href === null || href === undefined || String(href).trim() === '') return false;
  let url: URL;
  try {
    url = new URL(String(href), window.location.href);
  } catch {
    return false;
  }
  if (url.protocol === 'javascript:') return false;
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return true;
  return url.origin !== window.location.origin && !storeOrigins.includes(url.origin);
}

/**
 * Restricted mode (spec 3 §2, §6): while `enabled`, a link that leaves the site does nothing,
 * whether it would open in this tab or a new one (clicks, middle clicks, Enter, and
 * `window.open`), and `onBlocked` is told. A link to the site that asks for a new tab opens in this
 * one: a kiosk has no tabs to come back from.
 */
export function useRestrictedLinks(enabled: boolean, storeOrigins: string[], onBlocked: (href: string) => void): void {
  const blocked = useRef(onBlocked);
  useEffect(() => {
    blocked.current = onBlocked;
  });
  const origins = storeOrigins.join(' ');

  useEffect(() => {
    if (!enabled) return;
    const allowed = origins ? origins.split(' ') : [];
    const onClick = (event: MouseEvent) => {
      const link = (event.target as Element | null)?.closest?.('a[href], area[href]') as HTMLAnchorElement | HTMLAreaElement | null;
      if (!link) return;
      const href = link.getAttribute('href');
      if (leavesSite(href, allowed)) {
        event.preventDefault();
        event.stopImmediatePropagation();
        blocked.current(link.href);
        return;
      }
      if (link.target && link.target !== '_self' && event.type === 'click') link.target = '_self';
      if (event.type === 'auxclick') event.preventDefault();
    };
    const open = window.open;
    window.open = function restrictedOpen(url?: string | URL, target?: string, features?: string) {
      if (leavesSite(url, allowed)) {
        blocked.current(String(url));
        return null;
      }
      return open.call(window, url, target === '_blank' ? '_self' : target, features);
    };
    document.addEventListener('click', onClick, true);
    document.addEventListener('auxclick', onClick, true);
    return () => {
      document.removeEventListener('click', onClick, true);
      document.removeEventListener('auxclick', onClick, true);
      window.open = open;
    };
  }, [enabled, origins]);
}
