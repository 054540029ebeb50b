import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { hasChildren, type NavItem } from '../types';
import styles from '../hero-nav.module.css';

type Focus = { to: 'back' } | { to: 'item'; index: number } | { to: 'menu' } | null;

/**
 * Narrow screens (< 768 px): a Menu button shows the top level; an item with children opens its
 * level in place of the list (one level at a time), with a Back button and a link to the item
 * itself. Escape closes the menu and puts focus back on the Menu button.
 */
export function MobileMenu({ items }: { items: NavItem[] }) {
  const [expanded, setExpanded] = useState(false);
  /** Indexes of the items opened, from the top level down. */
  const [trail, setTrail] = useState<number[]>([]);
  const panelId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const menuButton = useRef<HTMLButtonElement>(null);
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
    if (wanted.to === 'menu') menuButton.current?.focus();
    else if (wanted.to === 'back') panel.current?.querySelector<HTMLElement>('[data-back]')?.focus();
    else panel.current?.querySelector<HTMLElement>(`[data-index="${wanted.index}"]`)?.focus();
  }, [trail, expanded]);

  const close = () => {
    focus.current = { to: 'menu' };
    setExpanded(false);
    setTrail([]);
  };
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape' && expanded) {
      e.stopPropagation();
      close();
    }
  };

  return (
    <div className={styles.mobile} onKeyDown={onKeyDown}>
      <button
        ref={menuButton}
        type="button"
        className={styles.menuButton}
        aria-expanded={expanded}
        aria-controls={panelId}
        onClick={() => (expanded ? close() : setExpanded(true))}
      >
        <span aria-hidden="true" className={styles.burger} />
        Menu
      </button>
      <div ref={panel} id={panelId} className={styles.panel} hidden={!expanded}>
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
              Back
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
                  aria-label={`${item.title} submenu`}
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
    </div>
  );
}
