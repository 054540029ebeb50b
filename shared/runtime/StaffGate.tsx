import type { ComponentType, ReactNode } from 'react';
import { isPosLocked, isStaffMode } from '../config/policies';
import { useSettings } from '../config/useSettings';
import { useTexts } from '../texts';
import { runtimeTexts, type StaffTextKey } from './texts';
import styles from './staffNotice.module.css';

/** What every staff screen says while the POS is locked (its controls are not shown). */
export const POS_LOCKED = runtimeTexts.en.posLocked;

/** How a staff widget says it cannot be used here; `close` is set when it was opened as a modal. */
export type StaffNoticeProps = { text: string; close?: () => void };

/**
 * `defineWidget`'s `staff` option: the key of the widget's sentence outside POS mode in the
 * runtime catalog (`'staffPosCart'`: "The POS cart is available in POS mode only."), and
 * optionally how to show it (a dialog when the widget opens as one); the default is a boxed
 * paragraph.
 */
export type StaffOption = StaffTextKey | { text: StaffTextKey; Notice: ComponentType<StaffNoticeProps> };

const Paragraph = ({ text }: StaffNoticeProps) => <p className={styles.notice}>{text}</p>;

/**
 * A staff screen shows its controls only in POS mode and while the POS is unlocked; otherwise its
 * notice, and the widget itself is not rendered (so it asks nothing of the store). Settings are
 * read live: locking the POS turns every open staff screen into the locked view.
 */
export function StaffGate({ option, close, children }: { option: StaffOption; close?: () => void; children: ReactNode }) {
  const settings = useSettings();
  const t = useTexts(runtimeTexts);
  const { text, Notice } = typeof option === 'string' ? { text: option, Notice: Paragraph } : option;
  if (!isStaffMode(settings)) return <Notice text={t(text)} close={close} />;
  if (isPosLocked(settings)) return <Notice text={t('posLocked')} close={close} />;
  return <>{children}</>;
}
