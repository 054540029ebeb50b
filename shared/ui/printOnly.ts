/**
 * While the page prints, only one element of it goes on the paper: everything beside it and
 * beside each of its ancestors is hidden, and the ancestors lose their own boxes (a theme's
 * padding, borders or a `min-height: 100vh` would add a blank sheet or push the document down).
 * Set on `beforeprint`, undone on `afterprint`, so the screen never changes; the styles are set
 * through the CSSOM (`style.setProperty`, `style.cssText`, which a strict Content-Security-Policy
 * allows, unlike a `style` attribute) with `!important`, over any print style of the theme, and
 * each element's inline style is put back exactly as it was.
 *
 * A widget's print stylesheet cannot do this: it must not style the theme's elements (no global
 * selectors), and the browser prints every element of the page unless told otherwise.
 */
const ANCESTOR: Record<string, string> = {
  display: 'block',
  position: 'static',
  float: 'none',
  margin: '0',
  padding: '0',
  border: '0',
  width: 'auto',
  'min-width': '0',
  'max-width': 'none',
  height: 'auto',
  'min-height': '0',
  'max-height': 'none',
  overflow: 'visible',
  transform: 'none',
  'box-shadow': 'none',
  background: 'none',
  columns: 'auto',
};
const HIDDEN: Record<string, string> = { display: 'none' };

type Styled = Element & ElementCSSInlineStyle;
const styled = (el: Element): el is Styled => 'style' in el && el.style instanceof CSSStyleDeclaration;

/** Hides everything of the page but `el`; answers the function that puts the page back. */
export function isolateForPrint(el: Element): () => void {
  const saved = new Map<Styled, string>();
  const set = (node: Element, props: Record<string, string>) => {
    if (!styled(node)) return;
    if (!saved.has(node)) saved.set(node, node.style.cssText);
    for (const [name, value] of Object.entries(props)) node.style.setProperty(name, value, 'important');
  };
  for (let node: Element = el; node.parentElement; node = node.parentElement) {
    const parent: Element = node.parentElement;
    for (const sibling of Array.from(parent.children)) if (sibling !== node) set(sibling, HIDDEN);
    set(parent, ANCESTOR);
  }
  return () => {
    for (const [node, cssText] of saved) node.style.cssText = cssText;
  };
}

/** Prints only `el` whenever the page is printed (the browser's Print, `window.print()`), until the returned function is called. */
export function printOnly(el: Element, win: Window = window): () => void {
  let undo: (() => void) | null = null;
  const before = () => {
    undo?.();
    undo = isolateForPrint(el);
  };
  const after = () => {
    undo?.();
    undo = null;
  };
  win.addEventListener('beforeprint', before);
  win.addEventListener('afterprint', after);
  return () => {
    after();
    win.removeEventListener('beforeprint', before);
    win.removeEventListener('afterprint', after);
  };
}
