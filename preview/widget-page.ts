import './lendStorage';
import { registeredNames } from './registered';
import { CATALOGUE, genericPlaceholder } from './catalogue';
import { esc } from './html';
import { boot } from './boot';
import { STATE_LINKS } from './states';
import { applyModeSwitch, readSwitches, SWITCH_MODE_PARAM } from './switches';

/** `preview/widget.html?w=NAME`: one widget's placeholders, the HTML a theme writes, and the switches. */
const name = new URLSearchParams(location.search).get('w') ?? '';
const entry = CATALOGUE[name];
const registered = registeredNames.includes(name);

function render() {
  const main = document.getElementById('pv-main')!;
  if (!name || (!entry && !registered)) {
    main.innerHTML = `<h1>Unknown widget</h1><p>No widget named <code>${esc(name)}</code>. <a href="index.html">Back to the gallery</a>.</p>`;
    return;
  }
  const html = entry ? entry.placeholders() : genericPlaceholder(name);
  document.title = `${entry?.title ?? name} · Partsfront preview`;
  main.innerHTML = `<h1>${esc(entry?.title ?? name)} <code>${esc(name)}</code></h1>
${entry ? `<p class="pv-muted">${esc(entry.summary)}</p>` : ''}
${stateNav()}
${modeNotice()}
${registered ? '' : '<p class="pv-alert">Not in mount/registry.ts (nor registry-more.ts) yet: the placeholders below keep their server-rendered fallback.</p>'}
<section class="pv-stage" aria-label="Widget">${html}</section>
<details class="pv-source"><summary>Placeholder HTML</summary><pre><code>${esc(html)}</code></pre></details>`;
}

const MODE_NAMES = { storefront: 'storefront', pos: 'POS', kiosk: 'kiosk' } as const;

/**
 * A staff (or kiosk) widget opened while the preview is in another mode shows only its notice, as
 * the store would: say why, and link to the same page in the widget's mode.
 */
function modeNotice(): string {
  const wanted = entry?.config?.mode;
  if ((wanted !== 'pos' && wanted !== 'kiosk') || readSwitches().mode === wanted) return '';
  const here = new URLSearchParams(location.search);
  here.set(SWITCH_MODE_PARAM, wanted);
  return `<p class="pv-note" role="note">This is a ${MODE_NAMES[wanted]} widget: the store shows it only in ${MODE_NAMES[wanted]} mode, and the preview is in ${MODE_NAMES[readSwitches().mode]} mode.
<a href="preview/widget.html?${esc(here.toString())}">Switch the preview to ${MODE_NAMES[wanted]} mode</a></p>`;
}

/** Links to this widget's other states (empty, page 2, a failing call), and back to the normal one. */
function stateNav(): string {
  const states = STATE_LINKS[name];
  if (!states) return '';
  const here = new URLSearchParams(location.search);
  const link = (label: string, query: string) => {
    const href = `preview/widget.html?w=${encodeURIComponent(name)}${query ? `&${query}` : ''}`;
    const current = query ? query.split('&').every((kv) => here.get(kv.split('=')[0]) === kv.split('=')[1]) : !['state', 'fail', 'page'].some((k) => here.has(k));
    return `<a href="${esc(href)}"${current ? ' aria-current="page"' : ''}>${esc(label)}</a>`;
  };
  return `<nav class="pv-states" aria-label="States">${[link('Normal', ''), ...states.map(([label, q]) => link(label, q))].join(' · ')}</nav>`;
}

applyModeSwitch();
void boot({ config: entry?.config, render });
