import DOMPurify from 'dompurify';
import { useMemo, type ElementType } from 'react';

/**
 * The ONE place that puts server-provided HTML into the page, always through DOMPurify.
 * Links that open a new tab get rel="noopener noreferrer".
 */
DOMPurify.addHook('afterSanitizeAttributes', (node) => {
  if (node instanceof Element && node.getAttribute('target') === '_blank') node.setAttribute('rel', 'noopener noreferrer');
});

export interface SafeHtmlProps {
  html: string | null | undefined;
  as?: ElementType;
  className?: string;
  id?: string;
}

export function sanitize(html: string | null | undefined): string {
  return DOMPurify.sanitize(html ?? '', { ADD_ATTR: ['target'] });
}

export function SafeHtml({ html, as: Tag = 'div', className, id }: SafeHtmlProps) {
  const clean = useMemo(() => sanitize(html), [html]);
  return <Tag className={className} id={id} dangerouslySetInnerHTML={{ __html: clean }} />;
}
