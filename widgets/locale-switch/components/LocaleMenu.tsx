import type { ReactNode } from 'react';
import { Disclosure } from '../../../shared/ui/Disclosure';
import styles from '../locale-switch.module.css';

/** The switch's button (text and a caret) and its dropdown list: the kit's Disclosure, closing on a click outside. */
export function LocaleMenu({ summary, label, children }: { summary: ReactNode; label: string; children: ReactNode }) {
  return (
    <Disclosure
      summary={
        <>
          {summary} <span aria-hidden="true">▾</span>
        </>
      }
      label={label}
      closeOnOutside
      className={styles.disclosure}
      buttonClassName={styles.toggle}
      panelClassName={styles.menu}
    >
      {children}
    </Disclosure>
  );
}
