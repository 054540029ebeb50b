import { useStore } from 'zustand';
import { lineNotes, T_NOT_SENT, T_REFUSED } from './cartOutbox';
import styles from './offline.module.css';

/** A cart line's word from the outbox: "Not yet sent", or the store's refusal of a change that waited. */
export function LineNote({ lineKey }: { lineKey: string | number }) {
  const note = useStore(lineNotes, (s) => s.notes[String(lineKey)]);
  if (!note) return null;
  if (note.state === 'refused') return <p className={styles.noteRefused}>{T_REFUSED(note.text)}</p>;
  return <p className={styles.note}>{T_NOT_SENT}</p>;
}
