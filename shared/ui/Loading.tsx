import type { CSSProperties } from 'react';
import { useTexts } from '../texts';
import { uiTexts } from './texts';
import styles from './Loading.module.css';

export interface LoadingProps {
  /** Read by screen readers; shown next to the spinner when `showLabel`. */
  label?: string;
  showLabel?: boolean;
  className?: string;
}

/** A spinner announced politely as a status ("Loading…"). */
export function Loading({ label, showLabel = false, className }: LoadingProps) {
  const t = useTexts(uiTexts);
  return (
    <div role="status" className={[styles.loading, className].filter(Boolean).join(' ')}>
      <span className={styles.spinner} aria-hidden="true" />
      <span className={showLabel ? undefined : 'pf-visually-hidden'}>{label ?? t('loading')}</span>
    </div>
  );
}

export interface SkeletonProps {
  /** Reserved height (px number or any CSS length), so the content arriving later shifts nothing. */
  height: number | string;
  width?: number | string;
  className?: string;
}

/** A grey placeholder box that keeps the space of content still loading; hidden from screen readers. */
export function Skeleton({ height, width, className }: SkeletonProps) {
  const style: CSSProperties = { height, width };
  return <span aria-hidden="true" className={[styles.skeleton, className].filter(Boolean).join(' ')} style={style} />;
}
