import { afterEach, describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetQueries } from '../../data';
import { resetSettings } from '../../config';
import { DataTable } from './DataTable';
import { clientPage, positionText } from './rows';
import { observeBoxSize } from './BodyRows';
import type { Column, RowKey, TablePage, TableQuery } from './types';

interface Part {
  id: number;
  name: string;
  brand: string;
  price: string;
  stock: number;
}

const BRANDS = ['Moog', 'Bosch', 'Denso', 'ACDelco'];
const parts = (n: number): Part[] =>
  Array.from({ length: n }, (_, i) => ({
    id: i + 1,
    name: `Part ${String(i + 1).padStart(4, '0')}`,
    brand: BRANDS[i % BRANDS.length],
    price: `${(i * 37) % 500}.${String(i % 100).padStart(2, '0')}`,
    stock: (i * 7) % 13,
  }));

const columns: Column<Part>[] = [
  { key: 'name', label: 'Part', sortable: true },
  { key: 'brand', label: 'Brand', sortable: true },
  { key: 'price', label: 'Price', sortable: true, align: 'end', render: (p) => `$${p.price}` },
  { key: 'stock', label: 'Stock' },
];

afterEach(() => {
  resetQueries();
  resetSettings();
});

const table = () => screen.getByRole('table', { name: 'Parts' });
/** The data rows' first cells, in order. */
const firstCells = () =>
  within(table())
    .getAllByRole('row')
    .slice(1)
    .map((r) => within(r).getAllByRole('cell')[0].textContent);
const pages = () => within(screen.getByRole('navigation')).getAllByRole('button', { name: /^Page \d+$/ }).map((b) => b.textContent);

describe('DataTable in client mode', () => {
  it('shows 10 rows a page with the position text and at most 10 page buttons', async () => {
    render(<DataTable label="Parts" columns={columns} rows={parts(137)} />);
    expect(firstCells()).toEqual(parts(10).map((p) => p.name));
    expect(screen.getByText('1 to 10 of 137')).toBeInTheDocument();
    expect(pages()).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10']);
    expect(screen.getByRole('button', { name: 'First page' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();

    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(screen.getByText('11 to 20 of 137')).toBeInTheDocument();
    expect(firstCells()[0]).toBe('Part 0011');
    await userEvent.click(screen.getByRole('button', { name: 'Last page' }));
    expect(screen.getByText('131 to 137 of 137')).toBeInTheDocument();
    expect(firstCells()).toHaveLength(7);
    expect(pages()).toEqual(['5', '6', '7', '8', '9', '10', '11', '12', '13', '14']);
    expect(screen.getByRole('button', { name: 'Page 14' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(screen.getByText('121 to 130 of 137')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'First page' }));
    expect(screen.getByText('1 to 10 of 137')).toBeInTheDocument();
  });

  it('sorts by a header button, the same header toggling ascending and descending, with aria-sort', async () => {
    render(<DataTable label="Parts" columns={columns} rows={parts(30)} />);
    const priceHeader = screen.getByRole('columnheader', { name: /Price/ });
    const brandHeader = screen.getByRole('columnheader', { name: /Brand/ });
    expect(priceHeader).toHaveAttribute('aria-sort', 'none');
    expect(screen.getByRole('columnheader', { name: 'Stock' })).not.toHaveAttribute('aria-sort');
    expect(within(screen.getByRole('columnheader', { name: 'Stock' })).queryByRole('button')).not.toBeInTheDocument();

    const prices = () =>
      within(table())
        .getAllByRole('row')
        .slice(1)
        .map((r) => Number(within(r).getAllByRole('cell')[2].textContent!.slice(1)));
    const all = parts(30).map((p) => Number(p.price));

    await userEvent.click(within(priceHeader).getByRole('button', { name: /Price/ }));
    expect(priceHeader).toHaveAttribute('aria-sort', 'ascending');
    // Numeric text sorts as numbers, not as text ("99.00" before "100.00").
    expect(prices()).toEqual([...all].sort((a, b) => a - b).slice(0, 10));

    await userEvent.click(within(priceHeader).getByRole('button'));
    expect(priceHeader).toHaveAttribute('aria-sort', 'descending');
    expect(prices()).toEqual([...all].sort((a, b) => b - a).slice(0, 10));

    await userEvent.click(within(brandHeader).getByRole('button'));
    expect(brandHeader).toHaveAttribute('aria-sort', 'ascending');
    expect(priceHeader).toHaveAttribute('aria-sort', 'none');
    expect(within(table()).getAllByRole('row')[1]).toHaveTextContent('ACDelco');
  });

  it('goes back to the first page when the order changes', async () => {
    render(<DataTable label="Parts" columns={columns} rows={parts(45)} />);
    await userEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(screen.getByText('21 to 30 of 45')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Part/ }));
    expect(screen.getByText('1 to 10 of 45')).toBeInTheDocument();
  });

  it("shows 'No results!' and no pagination when there are no rows", () => {
    render(<DataTable label="Parts" columns={columns} rows={[]} />);
    expect(within(table()).getByRole('cell', { name: 'No results!' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(screen.queryByText(/ to .* of /)).not.toBeInTheDocument();
  });

  it('follows a controlled page and reports page changes, so a widget can keep the page in the address', async () => {
    const onPageChange = vi.fn();
    function Controlled() {
      const [page, setPage] = useState(3);
      return (
        <DataTable
          label="Parts"
          columns={columns}
          rows={parts(50)}
          page={page}
          onPageChange={(p) => {
            onPageChange(p);
            setPage(p);
          }}
        />
      );
    }
    render(<Controlled />);
    expect(screen.getByText('21 to 30 of 50')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Page 5' }));
    expect(onPageChange).toHaveBeenCalledWith(5);
    expect(screen.getByText('41 to 50 of 50')).toBeInTheDocument();
  });

  it('hides the pagination with hidePaging and names the table by its caption', () => {
    render(<DataTable caption="Brake parts" columns={columns} rows={parts(25)} hidePaging />);
    expect(screen.getByRole('table', { name: 'Brake parts' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(screen.getByText('1 to 10 of 25')).toBeInTheDocument();
  });
});

describe('DataTable row selection', () => {
  it('selects rows one by one and all rows of the page, controlled by the caller', async () => {
    const changes: RowKey[][] = [];
    function Selecting() {
      const [selected, setSelected] = useState<RowKey[]>([]);
      return (
        <DataTable
          label="Parts"
          columns={columns}
          rows={parts(15)}
          rowKey={(p) => p.id}
          rowLabel={(p) => p.name}
          selectable
          selected={selected}
          onSelectionChange={(keys) => {
            changes.push(keys);
            setSelected(keys);
          }}
        />
      );
    }
    render(<Selecting />);
    const all = screen.getByRole('checkbox', { name: 'Select all rows on this page' });
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Part 0002' }));
    expect(changes.at(-1)).toEqual([2]);
    expect(screen.getByRole('checkbox', { name: 'Select Part 0002' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Select Part 0002' }).closest('tr')).toHaveAttribute('aria-selected', 'true');
    expect(all).not.toBeChecked();
    expect((all as HTMLInputElement).indeterminate).toBe(true);

    await userEvent.click(all);
    expect(changes.at(-1)).toEqual([2, 1, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(all).toBeChecked();

    // The next page's select-all box is its own.
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    const allNext = screen.getByRole('checkbox', { name: 'Select all rows on this page' });
    expect(allNext).not.toBeChecked();
    await userEvent.click(allNext);
    expect(changes.at(-1)).toHaveLength(15);
    await userEvent.click(allNext);
    expect(changes.at(-1)).toEqual([2, 1, 3, 4, 5, 6, 7, 8, 9, 10]);
    await userEvent.click(screen.getByRole('button', { name: 'Previous page' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Part 0005' }));
    expect(changes.at(-1)).toEqual([2, 1, 3, 4, 6, 7, 8, 9, 10]);
  });
});

describe('DataTable rowsByPlace', () => {
  it('updates the rows on screen in place for a new order, the selection staying with its rows', async () => {
    function Selecting() {
      const [selected, setSelected] = useState<RowKey[]>([]);
      return <DataTable label="Parts" columns={columns} rows={parts(15)} rowLabel={(p) => p.name} selectable selected={selected} onSelectionChange={setSelected} rowsByPlace />;
    }
    render(<Selecting />);
    const trs = () => within(table()).getAllByRole('row').slice(1);
    const before = trs();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Part 0002' }));
    await userEvent.click(screen.getByRole('button', { name: /Part/ }));
    await userEvent.click(screen.getByRole('button', { name: /Part/ }));
    expect(trs().map((r) => within(r).getAllByRole('cell')[1].textContent)).toEqual(['Part 0015', 'Part 0014', 'Part 0013', 'Part 0012', 'Part 0011', 'Part 0010', 'Part 0009', 'Part 0008', 'Part 0007', 'Part 0006']);
    // The same row elements, showing other parts.
    expect(trs()).toHaveLength(10);
    trs().forEach((tr, i) => expect(tr).toBe(before[i]));
    expect(screen.queryAllByRole('checkbox', { checked: true })).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(screen.getByRole('checkbox', { name: 'Select Part 0002' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Select Part 0002' }).closest('tr')).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('checkbox', { name: 'Select Part 0003' })).not.toBeChecked();
  });
});

describe('DataTable virtualization', () => {
  it('renders only a window of a page longer than 100 rows, with aria-rowcount and aria-rowindex', async () => {
    vi.spyOn(Element.prototype, 'clientHeight', 'get').mockReturnValue(480);
    vi.spyOn(Element.prototype, 'clientWidth', 'get').mockReturnValue(800);
    render(<DataTable label="Parts" columns={columns} rows={parts(5000)} limit={5000} hidePaging />);
    const dataRows = () => within(table()).getAllByRole('row').filter((r) => r.hasAttribute('aria-rowindex') && r.getAttribute('aria-rowindex') !== '1');
    await waitFor(() => expect(dataRows().length).toBeGreaterThan(5));
    // 480 px of 41 px rows, and 10 more on each side at most.
    expect(dataRows().length).toBeLessThanOrEqual(32);
    expect(table()).toHaveAttribute('aria-rowcount', '5001');
    expect(dataRows()[0]).toHaveAttribute('aria-rowindex', '2');
    const region = screen.getByRole('region', { name: 'Parts' });
    expect(region).toHaveAttribute('tabindex', '0');

    // Scrolling moves the window: row 1,001 comes into view, the first rows leave.
    region.scrollTop = 41 * 1000;
    fireEvent.scroll(region);
    await waitFor(() => expect(dataRows().some((r) => r.getAttribute('aria-rowindex') === '1002')).toBe(true));
    expect(screen.getByText('Part 1001')).toBeInTheDocument();
    expect(screen.queryByText('Part 0001')).not.toBeInTheDocument();
    expect(dataRows().length).toBeLessThanOrEqual(32);

    // Sorting descending puts the last part at the top of the window.
    await userEvent.click(screen.getByRole('button', { name: /Part/ }));
    await userEvent.click(screen.getByRole('button', { name: /Part/ }));
    expect(region.scrollTop).toBe(0);
    fireEvent.scroll(region); // a browser fires it for the new scrollTop; jsdom does not
    await waitFor(() => expect(firstCells()[0]).toBe('Part 5000'));
    expect(dataRows().length).toBeLessThanOrEqual(32);
  });

  it("takes the scroll box's size from the ResizeObserver, never by reading the box in the commit (a forced layout)", () => {
    const box = document.createElement('div');
    const read = vi.fn(() => 312.4);
    Object.defineProperty(box, 'clientHeight', { get: read });
    Object.defineProperty(box, 'clientWidth', { get: () => 640 });
    let notify: () => void = () => undefined;
    const disconnect = vi.fn();
    class Observer {
      constructor(callback: () => void) {
        notify = callback;
      }
      observe() {}
      disconnect = disconnect;
    }
    const report = vi.fn();
    const instance = { scrollElement: box, targetWindow: { ResizeObserver: Observer } } as unknown as Parameters<typeof observeBoxSize>[0];
    const stop = observeBoxSize(instance, report);
    expect(read).not.toHaveBeenCalled();
    expect(report).not.toHaveBeenCalled();
    notify();
    expect(report).toHaveBeenCalledWith({ width: 640, height: 312 });
    stop?.();
    expect(disconnect).toHaveBeenCalled();
  });

  it('renders every row of a page of 100 rows or fewer', () => {
    render(<DataTable label="Parts" columns={columns} rows={parts(100)} limit={100} />);
    expect(firstCells()).toHaveLength(100);
    expect(table()).not.toHaveAttribute('aria-rowcount');
  });
});

/** A store-like loader whose answers the test releases one by one. */
function storeLoader(all: Part[]) {
  const calls: TableQuery[] = [];
  const pending: Array<{ resolve: () => void; reject: (e: unknown) => void }> = [];
  const load = (query: TableQuery, signal: AbortSignal) => {
    calls.push(query);
    return new Promise<TablePage<Part>>((resolve, reject) => {
      signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      pending.push({
        resolve: () => {
          const sorted = query.sort ? clientPage(all, columns, { key: query.sort, order: query.order }, query.page, query.limit) : clientPage(all, columns, null, query.page, query.limit);
          resolve(sorted);
        },
        reject,
      });
    });
  };
  const answer = async () => {
    await act(async () => {
      pending.shift()!.resolve();
    });
  };
  const fail = async () => {
    await act(async () => {
      pending.shift()!.reject(new Error('500'));
    });
  };
  return { load, calls, answer, fail, pending };
}

describe('DataTable in server mode', () => {
  it('asks the store for each page and order, blurred and busy meanwhile, ignoring page and sort changes while loading', async () => {
    const store = storeLoader(parts(137));
    render(<DataTable label="Parts" columns={columns} load={store.load} />);
    expect(table()).toHaveAttribute('aria-busy', 'true');
    expect(await screen.findByRole('status')).toHaveTextContent('Loading…');
    await waitFor(() => expect(store.calls).toEqual([{ order: 'ASC', page: 1, limit: 10 }]));
    await store.answer();
    expect(table()).not.toHaveAttribute('aria-busy');
    expect(table()).not.toHaveClass('busy');
    expect(screen.getByText('1 to 10 of 137')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(store.calls.at(-1)).toEqual({ order: 'ASC', page: 3, limit: 10 }));
    // The previous page stays, busy at once and blurred once the answer takes BLUR_AFTER_MS, while the next one loads.
    expect(table()).toHaveAttribute('aria-busy', 'true');
    expect(table()).not.toHaveClass('busy');
    await waitFor(() => expect(table()).toHaveClass('busy'));
    expect(firstCells()[0]).toBe('Part 0001');
    await userEvent.click(screen.getByRole('button', { name: 'Page 5' }));
    await userEvent.click(screen.getByRole('button', { name: /Brand/ }));
    expect(store.calls).toHaveLength(2);
    await store.answer();
    expect(screen.getByText('21 to 30 of 137')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('columnheader', { name: /Brand/ })).toHaveAttribute('aria-sort', 'none');

    await userEvent.click(screen.getByRole('button', { name: /Brand/ }));
    await waitFor(() => expect(store.calls.at(-1)).toEqual({ sort: 'brand', order: 'ASC', page: 1, limit: 10 }));
    await store.answer();
    await userEvent.click(screen.getByRole('button', { name: /Brand/ }));
    await waitFor(() => expect(store.calls.at(-1)).toEqual({ sort: 'brand', order: 'DESC', page: 1, limit: 10 }));
    await store.answer();
    expect(screen.getByRole('columnheader', { name: /Brand/ })).toHaveAttribute('aria-sort', 'descending');
    expect(within(table()).getAllByRole('row')[1]).toHaveTextContent('Moog');
  });

  it('sorts an answer that holds the whole result in the page with sortLoaded, and asks the store otherwise', async () => {
    // The store's own order (the loader sorts with clientPage): exactly what sortLoaded must match.
    const likeStore = (rows: readonly Part[], sort: { key: string; order: 'ASC' | 'DESC' }) => (sort.key === 'price' ? null : clientPage(rows, columns, sort, 1, rows.length).results);
    const store = storeLoader(parts(30));
    const { unmount } = render(<DataTable label="Parts" columns={columns} load={store.load} limit={50} sortLoaded={likeStore} />);
    await waitFor(() => expect(store.pending).toHaveLength(1));
    await store.answer();
    await userEvent.click(screen.getByRole('button', { name: /Brand/ }));
    // The click paints its answer first (the header's new order, a busy table); the rows follow.
    expect(screen.getByRole('columnheader', { name: /Brand/ })).toHaveAttribute('aria-sort', 'ascending');
    expect(table()).toHaveAttribute('aria-busy', 'true');
    await waitFor(() => expect(table()).not.toHaveAttribute('aria-busy'));
    expect(firstCells()).toEqual(clientPage(parts(30), columns, { key: 'brand', order: 'ASC' }, 1, 50).results.map((p) => p.name));
    await userEvent.click(screen.getByRole('button', { name: /Brand/ }));
    await waitFor(() => expect(firstCells()).toEqual(clientPage(parts(30), columns, { key: 'brand', order: 'DESC' }, 1, 50).results.map((p) => p.name)));
    expect(store.calls).toHaveLength(1);
    // A sort sortLoaded cannot do goes to the store, once.
    await userEvent.click(screen.getByRole('button', { name: /Price/ }));
    await waitFor(() => expect(store.calls).toEqual([{ order: 'ASC', page: 1, limit: 50 }, { sort: 'price', order: 'ASC', page: 1, limit: 50 }]));
    await store.answer();
    unmount();

    // Page 1 of 14 is not the whole result: each sort asks the store, once.
    const paged = storeLoader(parts(137));
    render(<DataTable label="Parts" columns={columns} load={paged.load} sortLoaded={likeStore} />);
    await waitFor(() => expect(paged.pending).toHaveLength(1));
    await paged.answer();
    await userEvent.click(screen.getByRole('button', { name: /Brand/ }));
    await waitFor(() => expect(paged.calls).toEqual([{ order: 'ASC', page: 1, limit: 10 }, { sort: 'brand', order: 'ASC', page: 1, limit: 10 }]));
    expect(table()).toHaveAttribute('aria-busy', 'true');
    await paged.answer();
    expect(firstCells()[0]).toBe(clientPage(parts(137), columns, { key: 'brand', order: 'ASC' }, 1, 10).results[0].name);
  });

  it("shows 'Something went wrong!' with Retry when a page fails, and Retry asks again", async () => {
    const store = storeLoader(parts(30));
    render(<DataTable label="Parts" columns={columns} load={store.load} limit={5} />);
    await waitFor(() => expect(store.pending).toHaveLength(1));
    await store.fail();
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Something went wrong!');
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(store.calls).toHaveLength(2));
    await store.answer();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByText('1 to 5 of 30')).toBeInTheDocument();
    expect(store.calls.at(-1)).toEqual({ order: 'ASC', page: 1, limit: 5 });
  });

  it("shows 'No results!' for an empty answer", async () => {
    const store = storeLoader([]);
    render(<DataTable label="Parts" columns={columns} load={store.load} />);
    await waitFor(() => expect(store.pending).toHaveLength(1));
    await store.answer();
    expect(within(table()).getByRole('cell', { name: 'No results!' })).toBeInTheDocument();
  });
});

describe("DataTable's position in the page's language", () => {
  const storeWords = (query: TableQuery): Promise<TablePage<Part>> => Promise.resolve({ ...clientPage(parts(137), columns, null, query.page, query.limit), position: 'Showing 1 - 10 of 137' });

  it('shows the position as the store writes it on an English page', async () => {
    render(<DataTable label="Parts" columns={columns} load={storeWords} />);
    expect(await screen.findByText('Showing 1 - 10 of 137')).toBeInTheDocument();
  });

  it("writes the position from the page's numbers on a page in another language", async () => {
    resetSettings({ language: 'fr-ca' });
    render(<DataTable label="Parts" columns={columns} load={storeWords} />);
    expect(await screen.findByText('1 à 10 sur 137')).toBeInTheDocument();
    expect(screen.queryByText(/Showing/)).not.toBeInTheDocument();
  });
});

describe('positionText', () => {
  it('writes the position as the store does', () => {
    expect(positionText(2, 10, 137)).toBe('11 to 20 of 137');
    expect(positionText(14, 10, 137)).toBe('131 to 137 of 137');
    expect(positionText(1, 10, 0)).toBe('0 to 0 of 0');
  });
});

describe('sortOrder', () => {
  it('keeps ties in their original order, puts blanks first, and sorts text by code units without case', async () => {
    const { sortOrder } = await import('./rows');
    const rows = [{ v: 'b' }, { v: 'A' }, { v: '' }, { v: 'a' }, { v: 'ab' }, { v: null }];
    expect([...sortOrder(rows, { key: 'v', label: 'V' })]).toEqual([2, 5, 1, 3, 4, 0]);
    const nums = [{ v: '10' }, { v: 9 }, { v: '' }, { v: '9.5' }, { v: 9 }];
    expect([...sortOrder(nums, { key: 'v', label: 'V' })]).toEqual([2, 1, 4, 3, 0]);
    expect([...sortOrder(nums, { key: 'w', label: 'W', sortValue: (r) => -Number(r.v || 0) })]).toEqual([0, 3, 1, 4, 2]);
  });
});
