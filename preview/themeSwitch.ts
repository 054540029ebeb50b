import bootstrap3 from 'bootstrap3/dist/css/bootstrap.min.css?url';
import bootstrap5 from 'bootstrap5/dist/css/bootstrap.min.css?url';

/**
 * The preview's theme switch: the gallery's pages inside a store theme's real CSS, so a theme
 * developer sees every widget as it will look there. The stylesheet goes first in the head, as a
 * store theme's does (Partsfront's own styles come after it).
 */
export const PREVIEW_THEMES = {
  plain: { label: 'Plain page', href: '' },
  bootstrap3: { label: 'Bootstrap 3.4', href: bootstrap3 },
  bootstrap5: { label: 'Bootstrap 5.3', href: bootstrap5 },
} as const;

export type PreviewTheme = keyof typeof PREVIEW_THEMES;

export const isPreviewTheme = (value: unknown): value is PreviewTheme => typeof value === 'string' && Object.hasOwn(PREVIEW_THEMES, value);

/** Puts the theme's stylesheet on the page (or none for the plain page). */
export function applyPreviewTheme(theme: PreviewTheme): void {
  document.querySelector('link[data-pv-theme]')?.remove();
  const { href } = PREVIEW_THEMES[theme];
  if (!href) return;
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = href;
  link.dataset.pvTheme = theme;
  document.head.prepend(link);
}
