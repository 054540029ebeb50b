import { registeredNames } from './registered';
import { CATALOGUE, genericPlaceholder } from './catalogue';
import { esc } from './html';
import { boot } from './boot';
import { STATE_LINKS } from './states';

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
${registered ? '' : '<p class="pv-alert">Not in mount/registry.ts (nor its MORE list) yet: the placeholders below keep their server-rendered fallback.</p>'}
<section class="pv-stage" aria-label="Widget">${html}</section>
<details class="pv-source"><summary>Placeholder HTML</summary><pre><code>${esc(html)}</code></pre></details>`;
}

/** Links to this widget's other states (empty, page 2, a failing call), and back to the normal one. */
function stateNav(): string {
  const states = STATE_LINKS[name];
  if (!states) return '';
  const here = new URLSearchParams(location.search);
  const link = (label: string, query: string) => {
    const href = `widget.html?w=${encodeURIComponent(name)}${query ? `&${query}` : ''}`;
    const current = query ? query.split('&').every((kv) => here.get(kv.split('=')[0]) === kv.split('=')[1]) : !['state', 'fail', 'page'].some((k) => here.has(k));
    return `<a href="${esc(href)}"${current ? ' aria-current="page"' : ''}>${esc(label)}</a>`;
  };
  return `<nav class="pv-states" aria-label="States">${[link('Normal', ''), ...states.map(([label, q]) => link(label, q))].join(' · ')}</nav>`;
}

void boot({ config: entry?.config, render });
