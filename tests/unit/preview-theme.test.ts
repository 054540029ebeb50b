import { afterEach, describe, expect, it, vi } from 'vitest';

// The unit project does not serve CSS files: their addresses as the preview's dev server gives them.
vi.mock('bootstrap3/dist/css/bootstrap.min.css?url', () => ({ default: '/node_modules/bootstrap3/dist/css/bootstrap.min.css' }));
vi.mock('bootstrap5/dist/css/bootstrap.min.css?url', () => ({ default: '/node_modules/bootstrap5/dist/css/bootstrap.min.css' }));
import { applyPreviewTheme, PREVIEW_THEMES } from '../../preview/themeSwitch';
import { DEFAULT_SWITCHES, readSwitches, saveSwitches, NO_FAULTS } from '../../preview/switches';

describe('preview: the theme switch', () => {
  afterEach(() => {
    document.head.innerHTML = '';
    localStorage.clear();
  });

  it('puts Bootstrap 3 or 5 first in the head, and nothing on the plain page', () => {
    document.head.innerHTML = '<link rel="stylesheet" href="/partsfront.css">';
    applyPreviewTheme('bootstrap3');
    const first = document.head.firstElementChild as HTMLLinkElement;
    expect(first.getAttribute('href')).toBe(PREVIEW_THEMES.bootstrap3.href);
    expect(first.getAttribute('href')).toMatch(/bootstrap3\/dist\/css\/bootstrap\.min\.css/);
    applyPreviewTheme('bootstrap5');
    expect(document.head.querySelectorAll('link[data-pv-theme]')).toHaveLength(1);
    expect(document.head.querySelector('link[data-pv-theme]')!.getAttribute('href')).toMatch(/bootstrap5/);
    applyPreviewTheme('plain');
    expect(document.head.querySelectorAll('link[data-pv-theme]')).toHaveLength(0);
    expect(document.head.querySelectorAll('link')).toHaveLength(1);
  });

  it('keeps the chosen theme with the other switches', () => {
    expect(readSwitches().theme).toBe('plain');
    saveSwitches({ ...DEFAULT_SWITCHES, theme: 'bootstrap3' }, NO_FAULTS);
    expect(readSwitches().theme).toBe('bootstrap3');
  });
});
