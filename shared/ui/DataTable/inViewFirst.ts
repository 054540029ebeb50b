/**
 * A new page or order of a table paints the rows in view first.
 *
 * Why: a table's layout is one piece. Changing any cell lays out every row again (the columns'
 * widths depend on all of them), so a 20-row page of customers, most of it below the fold,
 * cost the clerk's frame as much as all 20 rows did. The rows below the view are taken out of
 * that first frame (`hidden`) and shown in the next one, after the rows the clerk is looking at
 * have painted.
 *
 * - The hidden rows already hold their new contents: nothing stale is ever shown, and nothing
 *   is rendered twice.
 * - The table keeps its height meanwhile (a bottom margin as tall as the hidden rows were), so the
 *   page below it does not move and the scroll position cannot change.
 * - A row holding the focus is never hidden.
 * - Where the browser lays nothing out (a hidden tab, a test's DOM), every row is in view: nothing
 *   is hidden.
 */

/** Which rows (by place) start below the view, read from the rows on screen before the render. */
export interface BelowView {
  /** The first row, by place, that is not shown in the first frame. */
  from: number;
  /** The height of the rows from there to the end of the table, in px, as laid out before. */
  height: number;
}

/** Fewer hidden rows than this are not worth a second frame. */
const AT_LEAST = 3;

/**
 * Before the render that shows an answer: the rows below the view, or `null` when all are (near)
 * in view. The new rows' heights are not known yet, and a page of one-line rows after a page of
 * three-line ones must still fill the view: the rows counted as in view are as many as would
 * fill it were each as short as the shortest row there is now (the header row included), and
 * one more.
 */
export function rowsBelowView(tbody: HTMLTableSectionElement | null): BelowView | null {
  if (!tbody || typeof window === 'undefined') return null;
  const rows = tbody.rows;
  const bottom = window.innerHeight;
  if (!(bottom > 0) || rows.length < AT_LEAST + 1) return null;
  const boxes = Array.from(rows, (row) => row.getBoundingClientRect());
  const last = boxes[boxes.length - 1];
  // Nothing laid out (no height), or the whole table ends in view.
  if (last.height === 0 || last.top <= bottom) return null;
  const head = (tbody.parentElement as HTMLTableElement | null)?.tHead?.rows[0]?.getBoundingClientRect().height;
  const shortest = Math.min(...boxes.map((box) => box.height), head || Infinity);
  if (!(shortest > 0)) return null;
  // In view now, as laid out…
  let from = boxes.findIndex((box) => box.top > bottom);
  // …and as many as could be, rows that short.
  from = Math.max(from, Math.floor(Math.max(0, bottom - boxes[0].top) / shortest) + 2);
  if (from < 1 || rows.length - from < AT_LEAST) return null;
  return { from, height: last.bottom - boxes[from].top };
}

/**
 * After the render (before the frame): hides the rows from `below.from` on, keeping the table's
 * height. Returns what shows them again, to call once the first frame has painted.
 */
export function hideBelowView(tbody: HTMLTableSectionElement | null, below: BelowView): () => void {
  const table = tbody?.parentElement;
  if (!tbody || !table) return () => undefined;
  const focused = document.activeElement;
  const hidden: HTMLTableRowElement[] = [];
  for (let i = below.from; i < tbody.rows.length; i++) {
    const row = tbody.rows[i];
    if (row.hidden || (focused && row.contains(focused))) continue;
    // `hidden`, and the same as an inline style: a theme's `tr { display: table-row }` beats the
    // attribute's default style, not an inline one.
    row.hidden = true;
    row.style.display = 'none';
    hidden.push(row);
  }
  if (!hidden.length) return () => undefined;
  const margin = table.style.marginBottom;
  table.style.marginBottom = `${below.height}px`;
  return () => {
    for (const row of hidden) {
      row.hidden = false;
      row.style.removeProperty('display');
    }
    table.style.marginBottom = margin;
  };
}
