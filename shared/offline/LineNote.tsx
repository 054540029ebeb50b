import { useStore } from 'zustand';
import { lineNotes } from './cartOutbox';
import { useTexts } from '../texts';
import { offlineTexts } from './texts';
import styles from './offline.module.css';

/** A cart line's word from the outbox: "Not yet sent", or the store's refusal of a change that waited. */
export function LineNote({ lineKey }: { lineKey: string | number }) {
  const t = useTexts(offlineTexts);
  const note = useStore(lineNotes, (s) => s.notes[String(lineKey)]);
  if (!note) return null;
  if (note.state === 'refused') return <p className={styles.noteRefused}>{t('refused', { text: note.text })}</p>;
  return <p className={styles.note}>{t('notSent')}</p>;
}
