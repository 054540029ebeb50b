import { routes } from '../mocks/handlers';
import { faults as liveFaults, type Faults, type FaultKind } from '../mocks/faults';
import type { Mode } from '../shared/config/settings';
import { esc } from './html';
import { driftSeen, onDrift, type Drift } from '../shared/api/drift';
import { clearDb } from './persist-db';
import { isPreviewTheme, PREVIEW_THEMES, type PreviewTheme } from './themeSwitch';
import { isPreviewDirection, isPreviewLanguage, PREVIEW_DIRECTIONS, PREVIEW_LANGUAGES, type PreviewDirection, type PreviewLanguage } from './languageSwitch';
import { clearSwitches, FAULT_KINDS, readFaults, readSwitches, saveSwitches } from './switches';
import { clearDataLayerLog, recordDataLayer, showDataLayer } from './analyticsSwitch';

/**
 * The switches panel (preview only, plain DOM: it must work even when no widget does). Changes
 * are saved to localStorage and applied by reloading, so every page starts from a clean state.
 */
const MODES: Mode[] = ['storefront', 'pos', 'kiosk'];

/** Route paths of the mock store, for the "failing endpoint" list. */
const routePaths = () => [...new Set(routes.map((r) => r.path))].sort();

const option = (value: string, label: string, selected: boolean) =>
  `<option value="${esc(value)}"${selected ? ' selected' : ''}>${esc(label)}</option>`;

export function renderPanel(): HTMLElement {
  const s = readSwitches();
  const f = readFaults();
  const [failingRoute, failingKind] = Object.entries(f.failing)[0] ?? ['', 'http500'];
  const active = s.mode !== 'storefront' || !s.guestCheckout || s.loggedIn || s.shortKioskTimers || s.theme !== 'plain' || s.language !== 'en-gb' || s.direction !== 'ltr' || s.analytics || f.latencyMs > 0 || f.errorRate > 0 || !!failingRoute;

  const panel = document.createElement('aside');
  panel.className = 'pv-panel';
  panel.setAttribute('aria-label', 'Preview switches');
  // Closed on every page load (the "on" badge says switches are set): it never covers the page
  // after a reload.
  panel.innerHTML = `<details>
  <summary>Switches${active ? ' <span class="pv-badge">on</span>' : ''}<span data-drift-badge></span></summary>
  <section class="pv-drift" aria-labelledby="pv-drift-title">
    <h2 id="pv-drift-title" class="pv-drift-title">Store answers on this page</h2>
    <div data-drift-list></div>
  </section>
  ${
    s.analytics
      ? `<section class="pv-drift" aria-labelledby="pv-datalayer-title">
    <h2 id="pv-datalayer-title" class="pv-drift-title">GA4 events on this visit (window.dataLayer)</h2>
    <div data-datalayer-list></div>
    <button type="button" class="pv-button pv-secondary" data-clear-datalayer>Clear the list</button>
  </section>`
      : ''
  }
  <form class="pv-switches">
    <fieldset><legend>Store</legend>
      <div class="pv-field"><label for="pv-mode">Mode</label><select id="pv-mode" name="mode">${MODES.map((m) => option(m, m, m === s.mode)).join('')}</select></div>
      <label><input type="checkbox" name="guestCheckout"${s.guestCheckout ? ' checked' : ''}> Guest checkout</label>
      <label><input type="checkbox" name="loggedIn"${s.loggedIn ? ' checked' : ''}> Logged in</label>
      <label><input type="checkbox" name="shortKioskTimers"${s.shortKioskTimers ? ' checked' : ''}> Short kiosk timers (20 s + 10 s)</label>
      <div class="pv-field"><label for="pv-theme">Theme</label><select id="pv-theme" name="theme">${Object.entries(PREVIEW_THEMES).map(([value, t]) => option(value, t.label, value === s.theme)).join('')}</select></div>
      <label><input type="checkbox" name="analytics"${s.analytics ? ' checked' : ''}> Analytics: GA4 events to window.dataLayer (listed above)</label>
      <div class="pv-field"><label for="pv-language">Language</label><select id="pv-language" name="language">${Object.entries(PREVIEW_LANGUAGES).map(([value, label]) => option(value, label, value === s.language)).join('')}</select></div>
      <div class="pv-field"><label for="pv-direction">Direction</label><select id="pv-direction" name="direction">${Object.entries(PREVIEW_DIRECTIONS).map(([value, label]) => option(value, label, value === s.direction)).join('')}</select></div>
    </fieldset>
    <fieldset><legend>Mock store faults</legend>
      <div class="pv-field"><label for="pv-latency">Latency (ms)</label><input id="pv-latency" type="number" name="latencyMs" min="0" max="30000" step="100" value="${f.latencyMs}"></div>
      <div class="pv-field"><label for="pv-error-rate">Error rate (%)</label><input id="pv-error-rate" type="number" name="errorRate" min="0" max="100" step="5" value="${Math.round(f.errorRate * 100)}"></div>
      <div class="pv-field"><label for="pv-failing">Failing endpoint</label><select id="pv-failing" name="failingRoute">${option('', '(none)', !failingRoute)}${routePaths()
        .map((p) => option(p, p, p === failingRoute))
        .join('')}</select></div>
      <div class="pv-field"><label for="pv-failing-kind">How it fails</label><select id="pv-failing-kind" name="failingKind">${FAULT_KINDS.map((k) => option(k, k, k === failingKind)).join('')}</select></div>
      <label><input type="checkbox" data-network-down${liveFaults.offline ? ' checked' : ''}> Network down: the store does not answer (at once, until unticked or reloaded)</label>
    </fieldset>
    <div class="pv-actions">
      <button type="submit" class="pv-button">Apply and reload</button>
      <button type="button" class="pv-button pv-secondary" data-reset>Reset switches</button>
      <button type="button" class="pv-button pv-secondary" data-reset-db>Reset store data</button>
    </div>
  </form>
</details>`;

  showDrift(panel);
  onDrift(() => showDrift(panel));
  if (s.analytics) {
    // Before the loader starts (boot.ts renders the panel first): every push of the page is listed.
    recordDataLayer(() => showDataLayer(panel));
    showDataLayer(panel);
    panel.querySelector('[data-clear-datalayer]')!.addEventListener('click', () => {
      clearDataLayerLog();
      showDataLayer(panel);
    });
  }

  // The POS register's dropped connection, switched on the running page.
  panel.querySelector<HTMLInputElement>('[data-network-down]')!.addEventListener('change', (event) => {
    liveFaults.offline = (event.target as HTMLInputElement).checked;
  });

  const form = panel.querySelector('form') as HTMLFormElement;
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const data = new FormData(form);
    const num = (name: string, max: number) => Math.min(max, Math.max(0, Number(data.get(name)) || 0));
    const route = String(data.get('failingRoute') ?? '');
    const faults: Faults = {
      latencyMs: num('latencyMs', 30000),
      errorRate: num('errorRate', 100) / 100,
      failing: route ? { [route]: String(data.get('failingKind')) as FaultKind } : {},
    };
    saveSwitches(
      {
        mode: data.get('mode') as Mode,
        guestCheckout: data.has('guestCheckout'),
        loggedIn: data.has('loggedIn'),
        shortKioskTimers: data.has('shortKioskTimers'),
        theme: isPreviewTheme(data.get('theme')) ? (data.get('theme') as PreviewTheme) : 'plain',
        language: isPreviewLanguage(data.get('language')) ? (data.get('language') as PreviewLanguage) : 'en-gb',
        analytics: data.has('analytics'),
        direction: isPreviewDirection(data.get('direction')) ? (data.get('direction') as PreviewDirection) : 'ltr',
      },
      faults,
    );
    location.reload();
  });
  panel.querySelector('[data-reset]')!.addEventListener('click', () => {
    clearSwitches();
    location.reload();
  });
  panel.querySelector('[data-reset-db]')!.addEventListener('click', () => {
    clearDb();
    location.reload();
  });
  return panel;
}

const driftRow = (d: Drift) =>
  `<tr><td>${esc(d.endpoint)}</td><td><code>${esc(d.path)}</code></td><td><code>${esc(d.came)}</code></td><td>${d.needed ? 'needed: the screen showed an error' : 'dropped: the screen went on'}${d.count > 1 ? ` (${d.count}×)` : ''}</td></tr>`;

/**
 * The answers on this page that differed from what the widgets read (shared/api/drift.ts): a theme
 * developer pointing `baseUrl` at a real store sees them here without opening the console.
 */
function showDrift(panel: HTMLElement): void {
  const seen = driftSeen();
  const needed = seen.some((d) => d.needed);
  panel.querySelector('[data-drift-badge]')!.innerHTML = seen.length
    ? ` <span class="pv-badge${needed ? '' : ' pv-badge-muted'}">${seen.length} answer ${seen.length === 1 ? 'difference' : 'differences'}</span>`
    : '';
  panel.querySelector('[data-drift-list]')!.innerHTML = seen.length
    ? `<table class="pv-drift-table"><thead><tr><th scope="col">Endpoint</th><th scope="col">Path</th><th scope="col">What came</th><th scope="col">Effect</th></tr></thead><tbody>${seen.map(driftRow).join('')}</tbody></table>`
    : '<p class="pv-drift-none">Every answer read as the widgets expect.</p>';
}
