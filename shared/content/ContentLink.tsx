import type { ReactNode } from 'react';
import { useTexts } from '../texts';
import { contentTexts } from './texts';

export interface ContentLinkProps {
  href: string;
  openInNewTab: boolean;
  className?: string;
  children: ReactNode;
}

/** A module's link; `open_in_new_tab` opens it in a new tab, and says so to screen readers. */
export function ContentLink({ href, openInNewTab, className, children }: ContentLinkProps) {
  const t = useTexts(contentTexts);
  return (
    <a className={className} href={href} {...(openInNewTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
      {children}
      {openInNewTab ? <span className="pf-visually-hidden"> {t('newTab')}</span> : null}
    </a>
  );
}
