/** One entry of the navigation at any of its three levels. */
export interface NavItem {
  title: string;
  url: string;
  children?: NavItem[];
}

/** The store's wide-screen breakpoint (spec 3 §9): hover menus from 768 px, drill-down below. */
export const WIDE_MIN_PX = 768;
/** Spec 3 §2, §9: a hovered menu closes 500 ms after the pointer leaves it. */
export const CLOSE_DELAY_MS = 500;

export const hasChildren = (item: NavItem): item is NavItem & { children: NavItem[] } => (item.children?.length ?? 0) > 0;
