import type { ComponentType, ReactNode } from 'react';
import { isPosLocked, isStaffMode } from '../config/policies';
import { useSettings } from '../config/useSettings';
import { useTexts } from '../texts';
import { runtimeTexts } from './texts';
import styles from './staffNotice.module.css';

/** What every staff screen says while the POS is locked (its controls are not shown). */
export const POS_LOCKED = runtimeTexts.en.posLocked;

/** How a staff widget says it cannot be used here; `close` is set when it was opened as a modal. */
export type StaffNoticeProps = { text: string; close?: () => void };

/**
 * `defineWidget`'s `staff` option: the widget's sentence outside POS mode ("The POS cart is
 * available in POS mode only."), and optionally how to show it (`Notice`: a dialog when the widget
 * opens as one; the default is a boxed paragraph) and which of its views still render while the
 * POS is locked (`whileLocked`, given the widget's props: an order's printed receipt). The sentence
 * may be a function, called as the notice shows (a catalog's text: the store's override or the
 * page's language).
 */
export type StaffText = string | (() => string);
export type StaffSettings<P = never> = StaffText | { text: StaffText; Notice?: ComponentType<StaffNoticeProps>; whileLocked?: (props: P) => boolean };

/** What `defineWidget` renders around a staff widget: the gate with its settings (made by `staffOnly`). */
export type StaffOption<P = never> = (gate: { props: P; close?: () => void; children: ReactNode }) => ReactNode;

/**
 * `defineWidget`'s `staff` option, from the widget's settings: `staff: staffOnly(() => text(…))`.
 * The gate's code comes with the staff widgets that use it, so a shopper's page (whose widgets
 * are none of them) never downloads it.
 */
export function staffOnly<P>(settings: StaffSettings<P>): StaffOption<P> {
  return function Gated({ props, close, children }) {
    return (
      <StaffGate option={settings} props={props} close={close}>
        {children}
      </StaffGate>
    );
  };
}

const Paragraph = ({ text }: StaffNoticeProps) => <p className={styles.notice}>{text}</p>;

/**
 * A staff screen shows its controls only in POS mode and while the POS is unlocked; otherwise its
 * notice, and the widget itself is not rendered (so it asks nothing of the store). Settings are
 * read live: locking the POS turns every open staff screen into the locked view, except the views
 * the option's `whileLocked` names for these props.
 */
export function StaffGate<P>({ option, props, close, children }: { option: StaffSettings<P>; props: P; close?: () => void; children: ReactNode }) {
  const settings = useSettings();
  const t = useTexts(runtimeTexts);
  const { text, Notice = Paragraph, whileLocked } = typeof option === 'object' ? option : { text: option };
  if (!isStaffMode(settings)) return <Notice text={typeof text === 'function' ? text() : text} close={close} />;
  if (isPosLocked(settings) && !whileLocked?.(props)) return <Notice text={t('posLocked')} close={close} />;
  return <>{children}</>;
}
