import { lazy, Suspense } from 'react';
import type { SafeHtmlProps } from './SafeHtml';

// SafeHtml (and DOMPurify in it, ~11 KB gzip) loads with the first HTML to show, not with the page.
const SafeHtml = lazy(() => import('./SafeHtml').then((m) => ({ default: m.SafeHtml })));

/** Elements whose text is not part of what the HTML says. */
const NOT_TEXT = 'script, style, template, noscript, iframe, object';

/**
 * What an HTML string reads as, as plain text: the string itself when it holds no markup, else the
 * text of an inert parse (a DOMParser document runs no script and loads nothing), without scripts
 * and styles. Only ever rendered as text, never as HTML.
 */
export function htmlText(html: string): string {
  if (!/[<&]/.test(html)) return html;
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  body.querySelectorAll(NOT_TEXT).forEach((el) => el.remove());
  return (body.textContent ?? '').replace(/\s+/g, ' ').trim();
}

/**
 * SafeHtml for a widget's first view (the product page's price block): DOMPurify is loaded only
 * when there is HTML to show. Until it has arrived the same element shows the HTML's plain text, so
 * a notice written as plain text (the usual case) is already in place at the first paint and does
 * not move when the sanitised HTML replaces it. No HTML: an empty element, and nothing is loaded.
 */
export function SafeHtmlLazy({ html, as: Tag = 'div', className, id }: SafeHtmlProps) {
  if (!html) return <Tag className={className} id={id} />;
  return (
    <Suspense fallback={<Tag className={className} id={id}>{htmlText(html)}</Tag>}>
      <SafeHtml html={html} as={Tag} className={className} id={id} />
    </Suspense>
  );
}
