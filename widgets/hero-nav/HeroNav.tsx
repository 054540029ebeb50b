import type { WidgetBaseProps } from '../../shared/runtime/defineWidget';
import type { HeroNavProps } from './props';
import { DesktopMenu } from './components/DesktopMenu';
import { MobileMenu } from './components/MobileMenu';
import { WIDE_MIN_PX } from './types';
import { useMinWidth } from './useMinWidth';
import { useTexts } from '../../shared/texts';
import { heroNavTexts } from './texts';
import styles from './hero-nav.module.css';


/**
 * The store's main navigation, three levels (spec 3 §2): from 768 px wide, menus open on hover
 * (closing 500 ms after the pointer leaves) or with their toggle buttons, and a submenu that would
 * leave the window opens to the left; below 768 px a Menu button shows one level at a time, with
 * Back buttons. Escape closes the open menu and puts focus back on its button.
 */
export function HeroNav({ items, label }: HeroNavProps & WidgetBaseProps) {
  const t = useTexts(heroNavTexts);
  const wide = useMinWidth(WIDE_MIN_PX);
  return (
    <nav className={styles.nav} aria-label={label || t('label')}>
      {wide ? <DesktopMenu items={items} /> : <MobileMenu items={items} />}
    </nav>
  );
}
