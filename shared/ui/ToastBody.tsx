import type { ReactNode } from 'react';
import styles from './toast.module.css';

export interface ToastLink {
  href: string;
  label: string;
}

/** What a toast says: the heading ("Success!" / "Uh oh!"), the text and optional links ("View Cart"). */
export function ToastBody({ heading, text, links }: { heading: ReactNode; text: ReactNode; links: ToastLink[] }) {
  return (
    <div className={styles.body}>
      {heading ? <strong className={styles.heading}>{heading}</strong> : null}
      <div>{text}</div>
      {links.length > 0 && (
        <div className={styles.links}>
          {links.map((link) => (
            <a key={link.href + link.label} className={styles.link} href={link.href}>
              {link.label}
            </a>
          ))}
        </div>
      )}
    </div>
  );
}
