import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetQueries } from '../../data';
import { DataTable } from './DataTable';
import { hideBelowView, rowsBelowView } from './inViewFirst';
import { clientPage } from './rows';
import type { Column, TablePage, TableQuery } from './types';

// The frame after the answer is ours to end: `afterPaint` waits for `paint()` (the click's own
// wait ends at once).
// The test setup has loaded the table already (with the real `afterPaint`): loaded again here, with this one.
vi.hoisted(() => vi.resetModules());
const frames: Array<() => void> = [];
vi.mock('../../runtime/afterPaint', () => ({
  afterPaint: () => new Promise<void>((resolve) => frames.push(resolve)),
}));
const paint = async () => {
  await act(async () => {
    for (const resolve of frames.splice(0)) resolve();
  });
};

// A laid-out page: each row 50 px tall, the first at 100 px, a view 768 px tall (jsdom's
// innerHeight). As many rows as could fill the view were they the shortest there (50 px), and
// one more, paint first: (768 − 100) / 50 → 13, + 2 = the 15th on are below the view.
const ROW = 50;
beforeEach(() => {
  vi.spyOn(HTMLTableRowElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLTableRowElement) {
    const section = this.parentElement as HTMLTableSectionElement;
    const at = section.tagName === 'TBODY' ? [...section.rows].indexOf(this) : -1;
    const top = 100 + at * ROW;
    return { top, bottom: top + ROW, height: ROW, left: 0, right: 800, width: 800, x: 0, y: top, toJSON: () => ({}) } as DOMRect;
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  resetQueries();
  frames.length = 0;
});

interface Part {
  id: number;
  name: string;
  brand: string;
}
const BRANDS = ['Moog', 'Bosch', 'Denso', 'ACDelco'];
const parts = Array.from({ length: 90 }, (_, i): Part => ({ id: i + 1, name: `Part ${String(i + 1).padStart(4, '0')}`, brand: BRANDS[i % BRANDS.length] }));
const columns: Column<Part>[] = [
  { key: 'name', label: 'Part', sortable: true },
  { key: 'brand', label: 'Brand', sortable: true },
];
const load = (query: TableQuery): Promise<TablePage<Part>> => Promise.resolve(clientPage(parts, columns, query.sort ? { key: query.sort, order: query.order } : null, query.page, query.limit));
const page = (sort: { key: string; order: 'ASC' | 'DESC' } | null) => clientPage(parts, columns, sort, 1, 30).results.map((p) => p.name);

const bodyRows = () => [...screen.getByRole('table', { name: 'Parts' }).querySelectorAll('tbody tr')] as HTMLTableRowElement[];
const names = (rows: HTMLTableRowElement[]) => rows.map((r) => r.cells[0].textContent);

describe('a new page or order paints the rows in view first', () => {
  it('shows the rows in view at once, and the rows below the view, already hidden, one frame later', async () => {
    render(<DataTable label="Parts" columns={columns} load={load} limit={30} rowsByPlace rowKey={(p) => p.id} />);
    await paint();
    await waitFor(() => expect(names(bodyRows())).toEqual(page(null)));
    const before = bodyRows();

    await userEvent.click(screen.getByRole('button', { name: /Brand/ }));
    await paint(); // the click's pressed state painted: the request goes
    const table = screen.getByRole('table', { name: 'Parts' });
    await waitFor(() => expect(table).not.toHaveAttribute('aria-busy'));

    // The first frame: the rows in view (15 of 30) in the new order; the 15 below the view are
    // hidden, not yet rendered again, and the table keeps their height.
    const sorted = page({ key: 'brand', order: 'ASC' });
    const rows = bodyRows();
    rows.forEach((row, i) => expect(row).toBe(before[i]));
    expect(names(rows.slice(0, 15))).toEqual(sorted.slice(0, 15));
    expect(rows.slice(0, 15).every((r) => !r.hidden)).toBe(true);
    expect(rows.slice(15).every((r) => r.hidden && r.style.display === 'none')).toBe(true);
    expect(names(rows.slice(15))).toEqual(page(null).slice(15));
    expect(table.style.marginBottom).toBe(`${15 * ROW}px`);
    // Hidden rows are not in the accessibility tree: a screen reader meets no stale row.
    expect(screen.getAllByRole('row')).toHaveLength(1 + 15);

    // The next frame: every row, in the new order, shown; the table's own height again.
    await paint();
    expect(names(bodyRows())).toEqual(sorted);
    expect(bodyRows().some((r) => r.hidden || r.style.display)).toBe(false);
    expect(table.style.marginBottom).toBe('');
    expect(screen.getAllByRole('row')).toHaveLength(1 + 30);
  });

  it('shows every row at once when the table ends in view, when nothing is laid out, or when the rows are keyed by row', async () => {
    render(<DataTable label="Parts" columns={columns} load={load} limit={30} rowKey={(p) => p.id} />);
    await paint();
    await waitFor(() => expect(bodyRows()).toHaveLength(30));
    await userEvent.click(screen.getByRole('button', { name: /Brand/ }));
    await paint();
    await waitFor(() => expect(names(bodyRows())).toEqual(page({ key: 'brand', order: 'ASC' })));
    // Keyed by row: rendered at once (a row kept back could be the same part as one shown), only hidden below the view.
    expect(bodyRows().slice(15).every((r) => r.hidden)).toBe(true);
    await paint();
    expect(bodyRows().some((r) => r.hidden)).toBe(false);

    // No layout (a hidden tab, jsdom): nothing to hide.
    vi.mocked(HTMLTableRowElement.prototype.getBoundingClientRect).mockReturnValue({ top: 0, bottom: 0, height: 0, left: 0, right: 0, width: 0, x: 0, y: 0, toJSON: () => ({}) } as DOMRect);
    await userEvent.click(screen.getByRole('button', { name: /Brand/ }));
    await paint();
    await waitFor(() => expect(names(bodyRows())).toEqual(page({ key: 'brand', order: 'DESC' })));
    expect(bodyRows().some((r) => r.hidden)).toBe(false);
  });
});

describe('a page that turns out long', () => {
  it('lets the rows it held back go when the page shown is virtualized, so a later page shows only its own rows', async () => {
    const many = Array.from({ length: 250 }, (_, i): Part => ({ id: i + 1, name: `Part ${String(i + 1).padStart(4, '0')}`, brand: BRANDS[i % BRANDS.length] }));
    const loadMany = (query: TableQuery) => Promise.resolve(clientPage(many, columns, query.sort ? { key: query.sort, order: query.order } : null, query.page, query.limit));
    render(<DataTable label="Parts" columns={columns} load={loadMany} limit={150} rowsByPlace rowKey={(p) => p.id} />);
    const go = async (page: string, position: string) => {
      await userEvent.click(screen.getByRole('button', { name: page }));
      await paint();
      await waitFor(() => expect(screen.getByText(position)).toBeInTheDocument());
      await paint();
    };
    await paint();
    await waitFor(() => expect(screen.getByText('1 to 150 of 250')).toBeInTheDocument());
    // Page 2: 100 rows, every one rendered. Page 1 again: 150 rows, virtualized, while the rows of
    // page 2 below the view were being held back. Then another order, and its page 2.
    await go('Page 2', '151 to 250 of 250');
    await go('Page 1', '1 to 150 of 250');
    await userEvent.click(screen.getByRole('button', { name: /Brand/ }));
    await paint();
    await waitFor(() => expect(screen.getByRole('columnheader', { name: /Brand/ })).toHaveAttribute('aria-sort', 'ascending'));
    await paint();
    await go('Page 2', '151 to 250 of 250');
    expect(names(bodyRows())).toEqual(clientPage(many, columns, { key: 'brand', order: 'ASC' }, 2, 150).results.map((p) => p.name));
    expect(bodyRows().some((r) => r.hidden)).toBe(false);
  });
});

describe('rowsBelowView and hideBelowView', () => {
  const tbodyOf = (n: number) => {
    const table = document.createElement('table');
    const tbody = table.createTBody();
    for (let i = 0; i < n; i++) tbody.insertRow().insertCell().append(`row ${i}`);
    document.body.append(table);
    return tbody;
  };
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('counts as in view as many rows as would fill the view were each as short as the shortest, and one more', () => {
    expect(rowsBelowView(tbodyOf(30))).toEqual({ from: 15, height: 15 * ROW });
    expect(rowsBelowView(tbodyOf(18))).toEqual({ from: 15, height: 3 * ROW });
    // Ends within the view, or fewer than 3 rows below it: nothing.
    expect(rowsBelowView(tbodyOf(14))).toBeNull();
    expect(rowsBelowView(tbodyOf(17))).toBeNull();
    expect(rowsBelowView(null)).toBeNull();
  });

  it('never hides the row holding the focus, and shows again only what it hid', () => {
    const tbody = tbodyOf(25);
    const link = document.createElement('a');
    link.href = '#x';
    tbody.rows[20].cells[0].append(link);
    link.focus();
    tbody.rows[22].hidden = true; // hidden by someone else: left so
    const reveal = hideBelowView(tbody, { from: 18, height: 7 * ROW });
    expect([...tbody.rows].map((r) => r.hidden).slice(16)).toEqual([false, false, true, true, false, true, true, true, true]);
    expect(document.activeElement).toBe(link);
    reveal();
    expect([...tbody.rows].map((r) => r.hidden).slice(16)).toEqual([false, false, false, false, false, false, true, false, false]);
    expect(tbody.parentElement!.style.marginBottom).toBe('');
  });
});
