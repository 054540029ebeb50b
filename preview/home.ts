import './lendStorage';
import { registeredNames } from './registered';
import { allNames, CATALOGUE, type Group } from './catalogue';
import { esc } from './html';
import { DEMOS } from './demos';
import { boot } from './boot';
import { redirectStorePath } from './links';

/** The gallery home: every widget (catalogue ∪ registry) linking to its page, plus the demo pages. */
const registered = [...registeredNames];
const GROUP_ORDER: Group[] = ['Vehicle & fitment', 'Catalogue', 'Cart & lists', 'Content', 'Site'];

function row(name: string): string {
  const entry = CATALOGUE[name];
  const status = registered.includes(name) ? '' : ' <span class="pv-badge pv-badge-muted">not registered yet</span>';
  return `<li><a href="preview/widget.html?w=${encodeURIComponent(name)}">${esc(entry?.title ?? name)}</a> <code>${esc(name)}</code>${status}
  <br><span class="pv-muted">${esc(entry?.summary ?? 'No preview entry yet: add one to preview/catalogue.ts.')}</span></li>`;
}

function groups(): string {
  const names = allNames(registered);
  const byGroup = new Map<string, string[]>();
  for (const name of names) {
    const group = CATALOGUE[name]?.group ?? 'Other';
    byGroup.set(group, [...(byGroup.get(group) ?? []), name]);
  }
  const order = [...GROUP_ORDER, ...[...byGroup.keys()].filter((g) => !GROUP_ORDER.includes(g as Group))];
  return order
    .filter((g) => byGroup.has(g))
    .map((g) => `<section><h2>${esc(g)}</h2><ul class="pv-list">${byGroup.get(g)!.map(row).join('')}</ul></section>`)
    .join('');
}

function render() {
  document.getElementById('pv-main')!.innerHTML = `<h1>Widget gallery</h1>
<p>Each page mounts a widget's placeholders as a PHP theme writes them. Use <strong>Switches</strong>
(bottom right, or at the end of the page on a tablet) for store mode, guest checkout, logged in and network faults; they apply on reload.</p>
<section><h2>Demo theme pages</h2><ul class="pv-list">${DEMOS.map(
  (d) => `<li><a href="${esc(d.href)}">${esc(d.title)}</a><br><span class="pv-muted">${esc(d.summary)}</span></li>`,
).join('')}</ul></section>
${groups()}`;
}

// A store path (`/pos/checkout`, `/pos/order/view?order_id=1010`) arrives here from either server's
// fallback: go to its preview page instead of showing the gallery.
if (!redirectStorePath()) void boot({ render });
