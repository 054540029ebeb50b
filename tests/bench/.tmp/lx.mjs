import { chromium } from 'playwright-core';
import { readFileSync } from 'node:fs';
const html = readFileSync('/tmp/lx/page-20.html', 'utf8');
const variants = JSON.parse(process.argv[2] ?? '{"base":""}');
const transforms = JSON.parse(process.argv[3] ?? '{}');
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] });
const med = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
for (const [name, css] of Object.entries(variants)) {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await page.setContent(html.replace('</head>', `<style>${css}</style></head>`));
  const cdp = await page.context().newCDPSession(page);
  if (transforms[name]) await page.evaluate(transforms[name]);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const res = await page.evaluate(async () => {
    const rows = [...document.querySelectorAll('#pf-pos-order-list tbody tr')];
    const texts = rows.map((r) => { const w = document.createTreeWalker(r, NodeFilter.SHOW_TEXT); const out = []; while (w.nextNode()) out.push(w.currentNode); return out; });
    const values = texts.map((t) => t.map((n) => n.nodeValue));
    const hrefs = rows.map((r) => [...r.querySelectorAll('a')].map((a) => a.getAttribute('href')));
    const styles = rows.map((r) => [...r.querySelectorAll('[style]')].map((e) => e.getAttribute('style')));
    const frame = () => new Promise((done) => requestAnimationFrame(() => { const c = new MessageChannel(); c.port1.onmessage = () => done(performance.now()); c.port2.postMessage(0); }));
    const out = [];
    for (let k = 1; k <= 64; k++) {
      await frame();
      const t0 = performance.now();
      rows.forEach((r, i) => {
        const j = (i + k * 7) % rows.length;
        texts[i].forEach((n, x) => { if (values[j][x] !== undefined) n.nodeValue = values[j][x]; });
        [...r.querySelectorAll('a')].forEach((a, x) => hrefs[j][x] && a.setAttribute('href', hrefs[j][x]));
        [...r.querySelectorAll('[style]')].forEach((e, x) => styles[j][x] && e.setAttribute('style', styles[j][x]));
      });
      const t1 = performance.now();
      document.body.offsetHeight;
      const t2 = performance.now();
      const t3 = await frame();
      out.push([t1 - t0, t2 - t1, t3 - t2]);
    }
    return out.slice(4);
  });
  console.log(name.padEnd(28), 'dom', med(res.map((r) => r[0])).toFixed(1), ' style+layout', med(res.map((r) => r[1])).toFixed(1), ' to painted', med(res.map((r) => r[2])).toFixed(1), ' total', med(res.map((r) => r[0] + r[1] + r[2])).toFixed(1));
  await page.close();
}
await browser.close();
