import type { WidgetModule } from '../shared/runtime/contract';

/**
 * Every widget the loader knows, name → lazy import. Each import becomes its own chunk, so a
 * page downloads only the widgets whose placeholders it has (or that it opens).
 * Add a line here when a widget lands (see README, "Adding a widget").
 */
export const registry: Record<string, () => Promise<{ default: WidgetModule }>> = {
  'alert-bar': () => import('../widgets/alert-bar/index.tsx'),
  'read-more': () => import('../widgets/read-more/index.tsx'),
  countdown: () => import('../widgets/countdown/index.tsx'),
};
