import { registry } from '../mount/registry';
import { CATALOGUE, genericPlaceholder } from './catalogue';
import { esc } from './html';
import { boot } from './boot';

/** `preview/widget.html?w=NAME`: one widget's placeholders, the HTML a theme writes, and the switches. */
const name = new URLSearchParams(location.search).get('w') ?? '';
const entry = CATALOGUE[name];
const registered = name in registry;

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
${registered ? '' : '<p class="pv-alert">Not in mount/registry.ts yet: the placeholders below keep their server-rendered fallback.</p>'}
<section class="pv-stage" aria-label="Widget">${html}</section>
<details class="pv-source"><summary>Placeholder HTML</summary><pre><code>${esc(html)}</code></pre></details>`;
}

void boot({ config: entry?.config, render });
