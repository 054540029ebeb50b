import type { ReactNode } from 'react';
import { Button } from './Button';
import { useTexts } from '../texts';
import { uiTexts } from './texts';
import styles from './ListState.module.css';

export interface LoadFailedProps {
  /** What could not be loaded and why ("The cart could not be loaded. The store did not answer."). */
  text: ReactNode;
  onRetry: () => void;
  /** The button's words: "Try again" unless the screen's spec says otherwise ("Retry"). */
  retryLabel?: string;
  /**
   * A line above content still shown (a failed refresh: the last good answer stays), its button a
   * link; without it a block that stands in for the content.
   */
  inline?: boolean;
  /** The screen's own look for the message (its danger colour and spacing). */
  className?: string;
  /** The block's message look, apart from the block's (a row of message and button). */
  messageClassName?: string;
  /** The block's button size (a compact tab asks for `sm`). */
  size?: 'sm' | 'md';
}

/** A read that failed, announced (role alert), with the button that asks again. */
export function LoadFailed({ text, onRetry, retryLabel, inline = false, className, messageClassName, size }: LoadFailedProps) {
  const t = useTexts(uiTexts);
  const retry = retryLabel ?? t('tryAgain');
  if (inline) {
    return (
      <p role="alert" className={className ?? styles.error}>
        {text}{' '}
        <Button variant="link" size="sm" onClick={onRetry}>
          {retry}
        </Button>
      </p>
    );
  }
  return (
    <div role="alert" className={className ?? styles.error}>
      <p className={messageClassName}>{text}</p>
      <Button variant="secondary" size={size} onClick={onRetry}>
        {retry}
      </Button>
    </div>
  );
}
