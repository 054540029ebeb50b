import { useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent, type PointerEvent, type ReactNode } from 'react';
import { CLOSE_DELAY_MS, hasChildren, type NavItem } from '../types';
import styles from '../hero-nav.module.css';

/**
 * Wide screens (≥ 768 px). Each item with children has a link and a disclosure button
 * (`aria-expanded`); a mouse opens the menu on hover and it closes 500 ms after the pointer
 * leaves. `open` is the chain of open submenus, by key (`"2"`, then `"2.1"`).
 */
export function DesktopMenu({ items }: { items: NavItem[] }) {
  const [open, setOpen] = useState<string[]>([]);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  /** The submenu the mouse opened by hovering: a click on its button then keeps it open. */
  const hovered = useRef<string | null>(null);
  const root = useRef<HTMLUListElement>(null);
  const baseId = useId();

  const cancel = () => clearTimeout(timer.current);
  useEffect(() => cancel, []);

  // A click outside closes whatever is open.
  useEffect(() => {
    if (!open.length) return;
    const onDown = (e: Event) => {
      if (!root.current?.contains(e.target as Node)) setOpen([]);
    };
    document.addEventListener('pointerdown', onDown);
    return () => document.removeEventListener('pointerdown', onDown);
  }, [open.length]);

  const hover = {
    enter(e: PointerEvent, chain: string[]) {
      if (e.pointerType !== 'mouse') return;
      cancel();
      hovered.current = chain[chain.length - 1] ?? null;
      setOpen(chain);
    },
    leave(e: PointerEvent, chain: string[]) {
      if (e.pointerType !== 'mouse') return;
      cancel();
      timer.current = setTimeout(() => setOpen(chain), CLOSE_DELAY_MS);
    },
  };

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key !== 'Escape' || !open.length) return;
    e.stopPropagation();
    const innermost = open[open.length - 1];
    cancel();
    setOpen(open.slice(0, -1));
    root.current?.querySelector<HTMLElement>(`[data-toggle="${innermost}"]`)?.focus();
  };

  const renderItem = (item: NavItem, key: string, ancestors: string[]): ReactNode => {
    const level = ancestors.length;
    const withChildren = hasChildren(item) && level < 2;
    const isOpen = open[level] === key;
    const id = `${baseId}-${key.replace(/\./g, '-')}`;
    return (
      <li
        key={key}
        className={level === 0 ? styles.topItem : styles.subItem}
        onPointerEnter={(e) => hover.enter(e, withChildren ? [...ancestors, key] : ancestors)}
        onPointerLeave={(e) => hover.leave(e, ancestors)}
      >
        <span className={styles.row}>
          <a className={level === 0 ? styles.topLink : styles.subLink} href={item.url || undefined}>
            {item.title}
          </a>
          {withChildren && (
            <button
              type="button"
              className={styles.toggle}
              aria-expanded={isOpen}
              aria-controls={id}
              data-toggle={key}
              onClick={() => {
                cancel();
                const pinned = hovered.current === key;
                hovered.current = null;
                setOpen(isOpen && !pinned ? ancestors : [...ancestors, key]);
              }}
            >
              <span className="pf-visually-hidden">{item.title} submenu</span>
              <span aria-hidden="true" className={level === 0 ? styles.chevronDown : styles.chevronRight} />
            </button>
          )}
        </span>
        {withChildren && (
          <Submenu id={id} open={isOpen} level={level + 1}>
            {item.children.map((child, i) => renderItem(child, `${key}.${i}`, [...ancestors, key]))}
          </Submenu>
        )}
      </li>
    );
  };

  return (
    <ul
      ref={root}
      className={styles.bar}
      onKeyDown={onKeyDown}
      onBlur={(e) => {
        if (!root.current?.contains(e.relatedTarget as Node | null) && e.relatedTarget) setOpen([]);
      }}
    >
      {items.map((item, i) => renderItem(item, String(i), []))}
    </ul>
  );
}

/**
 * A submenu list. When it opens, it is measured: if it would leave the window on the right it
 * flips to the left (`data-flip="left"`), set on the element before the browser paints.
 */
function Submenu({ id, open, level, children }: { id: string; open: boolean; level: number; children: ReactNode }) {
  const ref = useRef<HTMLUListElement>(null);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el || !open) return;
    delete el.dataset.flip;
    const viewport = document.documentElement.clientWidth || window.innerWidth;
    const overflows = el.getBoundingClientRect().right > viewport;
    if (overflows) el.dataset.flip = 'left';
  }, [open]);
  return (
    <ul ref={ref} id={id} className={level === 1 ? styles.dropdown : styles.flyout} hidden={!open}>
      {children}
    </ul>
  );
}
