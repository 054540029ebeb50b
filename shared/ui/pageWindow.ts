/** Spec 1 §9 / spec 3 §9: pagination shows at most 10 page buttons. */
export const MAX_PAGE_BUTTONS = 10;

/**
 * The page numbers to show: at most `max` consecutive pages, the current one kept near the
 * middle, shifted so the window never runs past page 1 or the last page. Empty when there are no pages.
 */
export function pageWindow(page: number, totalPages: number, max = MAX_PAGE_BUTTONS): number[] {
  const total = Math.max(0, Math.floor(totalPages));
  const size = Math.max(1, Math.floor(max));
  if (total === 0) return [];
  const current = Math.min(Math.max(1, Math.floor(page)), total);
  let start = Math.max(1, current - Math.floor(size / 2));
  const end = Math.min(total, start + size - 1);
  start = Math.max(1, end - size + 1);
  return Array.from({ length: end - start + 1 }, (_, i) => start + i);
}
