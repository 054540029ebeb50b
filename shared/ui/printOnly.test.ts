import { afterEach, describe, expect, it } from 'vitest';
import { printOnly } from './printOnly';

afterEach(() => {
  document.body.innerHTML = '';
  document.body.removeAttribute('style');
});

describe('printOnly', () => {
  it('while printing hides everything beside the element and its ancestors, flattens the ancestors, and puts every style back after', () => {
    document.body.innerHTML = `
      <header id="header" style="color: red">Theme header</header>
      <main id="main" style="padding: 2rem; min-height: 100vh">
        <nav id="nav">Breadcrumbs</nav>
        <div id="page"><div id="toolbar">Print</div><article id="doc">Receipt</article></div>
      </main>
      <footer id="footer">Theme footer</footer>`;
    const $ = (id: string) => document.getElementById(id)!;
    const before = ['header', 'main', 'nav', 'page', 'toolbar', 'doc', 'footer'].map((id) => $(id).style.cssText);
    const stop = printOnly($('doc'));

    window.dispatchEvent(new Event('beforeprint'));
    for (const id of ['header', 'nav', 'toolbar', 'footer']) expect($(id).style.getPropertyValue('display'), id).toBe('none');
    for (const id of ['header', 'nav', 'toolbar', 'footer']) expect($(id).style.getPropertyPriority('display'), id).toBe('important');
    expect($('main').style.getPropertyValue('min-height')).toMatch(/^0(px)?$/);
    expect($('main').style.getPropertyValue('padding')).toMatch(/^0(px)?$/);
    expect(document.body.style.getPropertyValue('margin')).toMatch(/^0(px)?$/);
    expect($('doc').getAttribute('style')).toBeNull();
    expect($('header').style.color).toBe('red');

    window.dispatchEvent(new Event('afterprint'));
    const after = ['header', 'main', 'nav', 'page', 'toolbar', 'doc', 'footer'].map((id) => $(id).style.cssText);
    expect(after).toEqual(before);

    stop();
    window.dispatchEvent(new Event('beforeprint'));
    expect($('header').style.display).toBe('');
  });
});
