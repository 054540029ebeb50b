import { useCallback, useLayoutEffect, useRef, useState, type CSSProperties } from 'react';
import type { WidgetBaseProps } from '../../shared/runtime/defineWidget';
import { useTexts } from '../../shared/texts';
import { readMoreTexts } from './texts';
import styles from './read-more.module.css';
import type { ReadMoreProps } from './props';

export type { ReadMoreProps };


/** True when the collapsed box hides part of its content (1 px of slack for sub-pixel rounding). */
const overflows = (el: HTMLElement) => el.scrollHeight > el.clientHeight + 1;

/**
 * The placeholder's server-rendered text, clamped to `lines` lines, with a Read More / Read Less
 * toggle (spec 3 §2). The toggle only appears when the text does not fit. The whole text stays
 * in the accessibility tree while collapsed: clamping is visual only.
 */
export function ReadMore({ lines, fallback, instanceId }: ReadMoreProps & WidgetBaseProps) {
  const t = useTexts(readMoreTexts);
  const textRef = useRef<HTMLDivElement>(null);
  const contentRef = useRef<HTMLDivElement>(null);
  const [expanded, setExpanded] = useState(false);
  const [clipped, setClipped] = useState(false);
  const textId = `${instanceId}-read-more`;

  // Measure only while collapsed: expanded, the box shows everything and cannot tell.
  const measure = useCallback(() => {
    const el = textRef.current;
    if (el && !expanded) setClipped(overflows(el));
  }, [expanded]);

  // The text is the placeholder's own nodes, moved in before the measuring below and before the
  // first paint (no layout shift). The browser parsed them with the store's page, so no HTML string
  // is parsed again and no sanitiser is needed or loaded: SafeHtml is for HTML from API answers.
  // Moved, not cloned: the theme's listeners stay and no image loads twice. defineWidget moves
  // them back into the placeholder on unmount.
  useLayoutEffect(() => {
    contentRef.current?.replaceChildren(...fallback.nodes);
  }, [fallback.nodes]);

  useLayoutEffect(() => {
    measure();
    const el = textRef.current;
    // Re-measure when the width changes (responsive themes, fonts loading late).
    if (!el || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, [measure]);

  // A link hidden by the clamp must not take keyboard focus invisibly: focusing it expands the text.
  const onFocus = () => {
    if (clipped && !expanded) setExpanded(true);
  };

  const style = { '--pf-read-more-lines': lines } as CSSProperties;
  const showToggle = clipped || expanded;

  return (
    <div className={styles.readMore}>
      <div ref={textRef} id={textId} className={expanded ? styles.text : `${styles.text} ${styles.collapsed}`} style={style} onFocus={onFocus}>
        <div ref={contentRef} />
      </div>
      {showToggle && (
        <button type="button" className={styles.toggle} aria-expanded={expanded} aria-controls={textId} onClick={() => setExpanded((v) => !v)}>
          {t(expanded ? 'less' : 'more')}
        </button>
      )}
    </div>
  );
}
