import { useEffect, useRef, useState } from 'react';
import { Disclosure } from '../../../shared/ui/Disclosure';
import { hasChildren, type NavItem } from '../types';
import { useTexts } from '../../../shared/texts';
import { heroNavTexts } from '../texts';
import styles from '../hero-nav.module.css';

type Focus = { to: 'back' } | { to: 'item'; index: number } | null;

/**
 * Narrow screens (< 768 px): a Menu button (shared/ui Disclosure: Escape closes it and returns
 * focus) shows the top level; an item with children opens its level in place of the list, one
 * level at a time, with a Back button and a link to the item itself.
 */
export function MobileMenu({ items }: { items: NavItem[] }) {
  const t = useTexts(heroNavTexts);
  const [expanded, setExpanded] = useState(false);
  /** Indexes of the items opened, from the top level down. */
  const [trail, setTrail] = useState<number[]>([]);
  const panel = useRef<HTMLDivElement>(null);
  const focus = useRef<Focus>(null);

  const parents: NavItem[] = [];
  let level = items;
  for (const index of trail) {
    const parent = level[index];
    if (!parent || !hasChildren(parent)) break;
    parents.push(parent);
    level = parent.children;
  }
  const parent = parents[parents.length - 1];

  useEffect(() => {
    const wanted = focus.current;
    focus.current = null;
    if (!wanted) return;
    if (wanted.to === 'back') panel.current?.querySelector<HTMLElement>('[data-back]')?.focus();
    else panel.current?.querySelector<HTMLElement>(`[data-index="${wanted.index}"]`)?.focus();
  }, [trail]);

  return (
    <Disclosure
      className={styles.mobile}
      buttonClassName={styles.menuButton}
      panelClassName={styles.panel}
      summary={
        <>
          <span aria-hidden="true" className={styles.burger} />
          {t('menu')}
        </>
      }
      open={expanded}
      onOpenChange={(next) => {
        setExpanded(next);
        // Opening again starts at the top level.
        if (!next) setTrail([]);
      }}
    >
      <div ref={panel}>
        {parent && (
          <div className={styles.levelHead}>
            <button
              type="button"
              className={styles.back}
              data-back=""
              onClick={() => {
                focus.current = { to: 'item', index: trail[parents.length - 1] };
                setTrail(trail.slice(0, parents.length - 1));
              }}
            >
              <span aria-hidden="true" className={styles.chevronLeft} />
              {t('back')}
            </button>
            <a className={styles.levelTitle} href={parent.url || undefined}>
              {parent.title}
            </a>
          </div>
        )}
        <ul className={styles.levelList} aria-label={parent ? parent.title : undefined}>
          {level.map((item, index) => (
            <li key={`${parents.length}-${index}`}>
              {hasChildren(item) && parents.length < 2 ? (
                <button
                  type="button"
                  className={styles.drill}
                  data-index={index}
                  aria-label={t('submenu', { title: item.title })}
                  onClick={() => {
                    focus.current = { to: 'back' };
                    setTrail([...trail.slice(0, parents.length), index]);
                  }}
                >
                  {item.title}
                  <span aria-hidden="true" className={styles.chevronRight} />
                </button>
              ) : (
                <a className={styles.drill} href={item.url || undefined}>
                  {item.title}
                </a>
              )}
            </li>
          ))}
        </ul>
      </div>
    </Disclosure>
  );
}
