/** Tiny helpers for writing placeholder HTML as a PHP template would (escaped attributes). */

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Escapes text for HTML content and double-quoted attributes. */
export const esc = (value: unknown): string => String(value ?? '').replace(/[&<>"']/g, (c) => ESCAPES[c]);

/** `data-pf-props='…'` as PHP's htmlspecialchars(json_encode($props)) writes it. */
export const propsAttr = (props: unknown): string => `data-pf-props="${esc(JSON.stringify(props))}"`;

/** Turns an HTML string into nodes (preview pages build their DOM from strings, like a server). */
export function render(target: HTMLElement, html: string): void {
  target.innerHTML = html;
}
