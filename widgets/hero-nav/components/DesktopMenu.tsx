import { useEffect, useId, useLayoutEffect, useRef, useState, type PointerEvent, type ReactNode } from 'react';
import { Disclosure } from '../../../shared/ui/Disclosure';
import { CLOSE_DELAY_MS, hasChildren, type NavItem } from '../types';
import { useTexts } from '../../../shared/texts';
import { heroNavTexts } from '../texts';
import styles from '../hero-nav.module.css';

/**
 * Wide screens (≥ 768 px). Each item with children has its link and a disclosure button
 * (shared/ui Disclosure: `aria-expanded`, Escape closes and returns focus, a click or focus
 * outside closes); a mouse opens the menu on hover, and it closes 500 ms after the pointer
 * leaves. `open` is the chain of open submenus by key (`"2"`, then `"2.1"`).
 */
export function DesktopMenu({ items }: { items: NavItem[] }) {
  const t = useTexts(heroNavTexts);
  const [open, setOpen] = useState<string[]>([]);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  /** The submenu the mouse opened by hovering: a click on its button then keeps it open. */
  const hovered = useRef<string | null>(null);
  const baseId = useId();

  const cancel = () => clearTimeout(timer.current);
  useEffect(() => cancel, []);

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

  const renderItem = (item: NavItem, key: string, ancestors: string[]): ReactNode => {
    const level = ancestors.length;
    const withChildren = hasChildren(item) && level < 2;
    const isOpen = open[level] === key;
    return (
      <li
        key={key}
        className={level === 0 ? styles.topItem : styles.subItem}
        onPointerEnter={(e) => hover.enter(e, withChildren ? [...ancestors, key] : ancestors)}
        onPointerLeave={(e) => hover.leave(e, ancestors)}
      >
        <div className={styles.row}>
          <a className={level === 0 ? styles.topLink : styles.subLink} href={item.url || undefined}>
            {item.title}
          </a>
          {withChildren && (
            <Disclosure
              className={styles.toggleBox}
              buttonClassName={styles.toggle}
              panelClassName={level === 0 ? styles.dropdown : styles.flyout}
              summary={<span aria-hidden="true" className={level === 0 ? styles.chevronDown : styles.chevronRight} />}
              label={t('submenu', { title: item.title })}
              closeOnOutside={level === 0}
              open={isOpen}
              onOpenChange={(next) => {
                cancel();
                // The mouse opened it and now clicks its button: the click pins it open.
                if (!next && hovered.current === key) {
                  hovered.current = null;
                  return;
                }
                hovered.current = null;
                setOpen((chain) => (next ? [...ancestors, key] : chain[level] === key ? ancestors : chain));
              }}
            >
              <Submenu id={`${baseId}-${key}`} open={isOpen}>
                {item.children.map((child, i) => renderItem(child, `${key}.${i}`, [...ancestors, key]))}
              </Submenu>
            </Disclosure>
          )}
        </div>
      </li>
    );
  };

  return (
    // A key press means the keyboard is in charge: a hover-opened menu is no longer pinned by it.
    <ul className={styles.bar} onKeyDownCapture={() => (hovered.current = null)}>
      {items.map((item, i) => renderItem(item, String(i), []))}
    </ul>
  );
}

/**
 * A submenu's list. When it opens it is measured: if its panel would leave the window on the
 * right, the panel flips to the left (`data-flip="left"`), set before the browser paints.
 */
function Submenu({ id, open, children }: { id: string; open: boolean; children: ReactNode }) {
  const ref = useRef<HTMLUListElement>(null);
  useLayoutEffect(() => {
    const panel = ref.current?.parentElement;
    if (!panel || !open) return;
    delete panel.dataset.flip;
    const viewport = document.documentElement.clientWidth || window.innerWidth;
    if (ref.current!.getBoundingClientRect().right > viewport) panel.dataset.flip = 'left';
  }, [open]);
  return (
    <ul ref={ref} id={id} className={styles.subList}>
      {children}
    </ul>
  );
}
