import { lazy, Suspense, useLayoutEffect, useRef } from 'react';
import type { Fallback } from '../runtime/defineWidget';

/** The sanitiser, fetched only for a message that needs it. */
const SafeHtml = lazy(() => import('./SafeHtml').then((m) => ({ default: m.SafeHtml })));

/** Inline text markup that a store's announcement uses and that can run nothing. */
const PLAIN_TAGS = new Set(['A', 'ABBR', 'B', 'BR', 'CODE', 'EM', 'I', 'MARK', 'P', 'S', 'SMALL', 'SPAN', 'STRONG', 'SUB', 'SUP', 'U', 'TIME']);
const PLAIN_ATTRIBUTES = new Set(['class', 'title', 'lang', 'dir', 'href', 'target', 'rel', 'datetime']);
const SAFE_LINK = /^(https?:|mailto:|tel:|[/?#.]|[^:]*$)/i;

/** True when every node is text or plain inline markup whose links lead to pages, not to script. */
function plain(nodes: readonly Node[]): boolean {
  return nodes.every((node) => {
    if (node.nodeType === Node.TEXT_NODE || node.nodeType === Node.COMMENT_NODE) return true;
    if (!(node instanceof Element) || !PLAIN_TAGS.has(node.tagName)) return false;
    const attributes = [...node.attributes];
    if (!attributes.every((a) => PLAIN_ATTRIBUTES.has(a.name) && (a.name !== 'href' || SAFE_LINK.test(a.value.trim())))) return false;
    return plain([...node.childNodes]);
  });
}

/**
 * Shows the placeholder's own server-rendered content (a content widget's message). Plain text
 * markup (links, emphasis, line breaks) is shown as the page parsed it, its nodes moved in, never
 * parsed again: such a page needs no sanitiser, and DOMPurify stays off it. Anything else (an
 * image, a handler, a form) goes through SafeHtml, fetched then. The runtime puts the nodes back
 * into the placeholder on unmount.
 */
export function PlaceholderContent({ fallback, className }: { fallback: Fallback; className?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const moved = plain(fallback.nodes);
  useLayoutEffect(() => {
    if (!moved) return;
    for (const link of fallback.nodes.flatMap((n) => (n instanceof Element ? [...n.querySelectorAll('a[target="_blank"]'), ...(n.matches('a[target="_blank"]') ? [n] : [])] : [])))
      link.setAttribute('rel', 'noopener noreferrer');
    ref.current?.replaceChildren(...fallback.nodes);
  }, [moved, fallback.nodes]);
  if (moved) return <div ref={ref} className={className} />;
  return (
    <Suspense fallback={<div className={className} />}>
      <SafeHtml className={className} html={fallback.html} />
    </Suspense>
  );
}
