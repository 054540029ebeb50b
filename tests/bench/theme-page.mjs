/**
 * A theme-like page for the staff list benchmarks: what a store's admin theme puts around a
 * widget (a header with the store's menus, breadcrumbs, a side menu, a footer of links) and a
 * theme stylesheet of the usual kind, so that the widget's style, layout and paint are timed
 * inside a real page's document, not alone in an empty one.
 */
const links = (n, word) => Array.from({ length: n }, (_, i) => `<li><a href="/pos/${word}-${i + 1}">${word[0].toUpperCase()}${word.slice(1)} ${i + 1}</a></li>`).join('');

const THEME_CSS = `
*, *::before, *::after { box-sizing: border-box; }
html { font-size: 16px; -webkit-text-size-adjust: 100%; }
body { margin: 0; font-family: "Helvetica Neue", Helvetica, Arial, sans-serif; line-height: 1.5; color: #333; background: #f4f5f7; }
a { color: #1b6ac9; text-decoration: none; }
a:hover, a:focus { color: #0d4a94; text-decoration: underline; }
ul { margin: 0; padding: 0; list-style: none; }
h1, h2, h3 { margin: 0 0 .5em; font-weight: 600; line-height: 1.2; }
.site-header { background: #1f2a37; color: #fff; }
.site-header .top { display: flex; align-items: center; gap: 1rem; padding: .5rem 1.5rem; }
.site-header .logo { font-size: 1.25rem; font-weight: 700; color: #fff; }
.site-header .search { flex: 1; max-width: 28rem; }
.site-header .search input { width: 100%; padding: .4rem .6rem; border: 1px solid #52606d; border-radius: 4px; }
.site-header nav ul { display: flex; flex-wrap: wrap; gap: .25rem 1rem; padding: .5rem 1.5rem; background: #2b3a4a; }
.site-header nav a { color: #d9e2ec; font-size: .875rem; }
.breadcrumb { display: flex; gap: .5rem; padding: .75rem 1.5rem; font-size: .875rem; }
.breadcrumb li + li::before { content: "/"; margin-right: .5rem; color: #9aa5b1; }
.layout { display: grid; grid-template-columns: 14rem minmax(0, 1fr); gap: 1.5rem; padding: 0 1.5rem 2rem; }
.side a { display: block; padding: .3rem .5rem; border-radius: 4px; font-size: .875rem; }
.side a:hover { background: #e4e7eb; }
.panel { padding: 1rem; background: #fff; border: 1px solid #d9e2ec; border-radius: 6px; box-shadow: 0 1px 2px rgba(0,0,0,.05); }
.panel table { font-size: .9rem; }
.panel th { text-align: left; }
.site-footer { display: grid; grid-template-columns: repeat(4, 1fr); gap: 1rem; padding: 2rem 1.5rem; background: #1f2a37; color: #bcccdc; font-size: .8125rem; }
.site-footer a { color: #bcccdc; }
.btn { display: inline-block; padding: .375rem .75rem; border: 1px solid transparent; border-radius: 4px; }
.btn-primary { color: #fff; background: #1b6ac9; }
.text-muted { color: #7b8794; }
@media (max-width: 900px) { .layout { grid-template-columns: 1fr; } .side { display: none; } .site-footer { grid-template-columns: 1fr 1fr; } }
`;

/** The page: the theme around `<div id="pf-WIDGET">`, the benchmark's script last. */
export function themePage({ title, widget, heading, script }) {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><link rel="icon" href="data:,">
<title>${title}</title><style>${THEME_CSS}${process.env.BENCH_CSS ?? ''}</style></head>
<body>
<header class="site-header"><div class="top"><a class="logo" href="/">Main Street Auto Parts</a>
<form class="search" role="search"><input type="search" aria-label="Search the admin" placeholder="Search"></form>
<a class="btn btn-primary" href="/pos">New Sale</a></div>
<nav aria-label="Admin"><ul>${links(24, 'menu')}</ul></nav></header>
<nav aria-label="Breadcrumb"><ul class="breadcrumb"><li><a href="/pos">Home</a></li><li><a href="/pos/sales">Sales</a></li><li>${heading}</li></ul></nav>
<div class="layout"><aside class="side"><ul>${links(20, 'report')}</ul></aside>
<main class="panel"><h1>${heading}</h1><div id="pf-${widget}"></div></main></div>
<footer class="site-footer">${[0, 1, 2, 3].map((c) => `<ul>${links(8, `help${c}`)}</ul>`).join('')}<p class="text-muted">© Main Street Auto Parts</p></footer>
<script type="module" src="${script}"></script></body></html>`;
}
