import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import widget from './index';
import { mountWidget } from '../../tests/utils/widget';
import { server } from '../../mocks/node';
import { setFaults } from '../../mocks/faults';
import { purchasedReport } from '../../mocks/db/table';
import { PURCHASED_REPORT_URL } from '../../mocks/handlers/table';

const columns = [
  { key: 'name', label: 'Product Name', sortable: true },
  { key: 'model', label: 'Model', sortable: true },
  { key: 'quantity', label: 'Quantity', sortable: true },
  { key: 'total', label: 'Total', sortable: true },
  { key: 'manufacturer', label: 'Brand' },
];
const FALLBACK = '<table><caption>Products purchased</caption><tr><td>Server rows</td></tr></table>';
const mount = (props: Record<string, unknown> = {}) =>
  mountWidget(widget, { url: PURCHASED_REPORT_URL, label: 'Products purchased', columns, ...props }, FALLBACK);

/** The report's queries the widget sent, as `sort order page limit`. */
function reportCalls() {
  const calls: string[] = [];
  server.events.on('request:start', ({ request }) => {
    const u = new URL(request.url);
    if (u.searchParams.get('route') === 'report/product_purchased') {
      const q = u.searchParams;
      calls.push([q.get('sort') ?? '-', q.get('order') ?? '-', q.get('page'), q.get('limit')].join(' '));
    }
  });
  return calls;
}

const table = () => screen.getByRole('table', { name: 'Products purchased' });
const column = (i: number) =>
  within(table())
    .getAllByRole('row')
    .slice(1)
    .map((r) => within(r).getAllByRole('cell')[i].textContent);

describe('data-table', () => {
  it("shows the store's list at data-url with the theme's columns, 10 rows a page, and the position text", async () => {
    const calls = reportCalls();
    mount();
    const report = purchasedReport();
    expect(await screen.findByText(`1 to 10 of ${report.length}`)).toBeInTheDocument();
    expect(within(table()).getAllByRole('columnheader').map((h) => h.textContent?.replace(/[▲▼↕]/g, ''))).toEqual(['Product Name', 'Model', 'Quantity', 'Total', 'Brand']);
    expect(column(0)).toEqual(report.slice(0, 10).map((r) => r.name));
    expect(column(2)).toEqual(report.slice(0, 10).map((r) => String(r.quantity)));
    expect(column(3)[0]).toMatch(/^\$[\d,]+\.\d\d$/);
    expect(within(screen.getByRole('navigation', { name: 'Products purchased pages' })).getAllByRole('button', { name: /^Page \d+$/ })).toHaveLength(10);
    expect(calls).toEqual(['- - 1 10']);
    expect(screen.queryByText('Server rows')).not.toBeInTheDocument();
  });

  it('sorts on the store by a header, the same header toggling ASC and DESC, and pages from the first page', async () => {
    const calls = reportCalls();
    mount({ limit: 5 });
    await screen.findByText(/^1 to 5 of/);
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await screen.findByText(/^6 to 10 of/);
    const quantity = screen.getByRole('columnheader', { name: /Quantity/ });
    await userEvent.click(within(quantity).getByRole('button'));
    await waitFor(() => expect(quantity).toHaveAttribute('aria-sort', 'ascending'));
    await screen.findByText(/^1 to 5 of/);
    await waitFor(() => expect(table()).not.toHaveAttribute('aria-busy'));
    const ascending = column(2).map(Number);
    expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
    await userEvent.click(within(quantity).getByRole('button'));
    await waitFor(() => expect(quantity).toHaveAttribute('aria-sort', 'descending'));
    await waitFor(() => expect(table()).not.toHaveAttribute('aria-busy'));
    expect(Number(column(2)[0])).toBe(Math.max(...purchasedReport().map((r) => r.quantity)));
    expect(calls).toEqual(['- - 1 5', '- - 2 5', 'quantity ASC 1 5', 'quantity DESC 1 5']);
    expect(screen.getByRole('columnheader', { name: 'Brand' })).not.toHaveAttribute('aria-sort');
  });

  it('ignores page changes while a page loads, blurred and busy', async () => {
    const calls = reportCalls();
    mount();
    await screen.findByText(/^1 to 10 of/);
    // The store holds its answers until the test lets them go.
    let release = () => undefined as void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.all('*/index.php', async () => {
        await gate;
        return undefined;
      }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(table()).toHaveAttribute('aria-busy', 'true');
    // Busy at once; blurred once the load has taken 150 ms (a quick answer never blurs).
    await waitFor(() => expect(table()).toHaveClass('busy'));
    await userEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    await userEvent.click(screen.getByRole('button', { name: /Model/ }));
    expect(screen.getByRole('columnheader', { name: /Model/ })).toHaveAttribute('aria-sort', 'none');
    release();
    await screen.findByText(/^11 to 20 of/);
    expect(table()).not.toHaveAttribute('aria-busy');
    expect(calls).toEqual(['- - 1 10', '- - 2 10']);
  });

  it("shows 'Something went wrong!' when the list cannot be read, and Retry reads it again", async () => {
    setFaults({ failing: { 'report/product_purchased': 'http500' } });
    mount();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Something went wrong!');
    setFaults({});
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText(/^1 to 10 of/)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("shows 'Something went wrong!' for a store refusal too (a sort the store does not know)", async () => {
    mount({ columns: [{ key: 'colour', label: 'Colour', sortable: true }] });
    await screen.findByText(/^1 to 10 of/);
    await userEvent.click(screen.getByRole('button', { name: /Colour/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong!');
  });

  it("shows 'No results!' for an empty list (filters in the store's URL are kept)", async () => {
    const calls = reportCalls();
    mount({ url: `${PURCHASED_REPORT_URL}&filter_name=no-such-part` });
    expect(await within(table()).findByRole('cell', { name: 'No results!' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(calls).toEqual(['- - 1 10']);
  });

  it('hides the pagination with hidePaging', async () => {
    mount({ hidePaging: true });
    await screen.findByText(/^1 to 10 of/);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('refuses props without a url or columns, or with a bad limit (the loader then keeps the server-rendered table)', () => {
    expect(() => mountWidget(widget, { columns: [] }, FALLBACK)).toThrow(/invalid props: data-url is required; columns needs at least one column/);
    expect(() => mountWidget(widget, { url: PURCHASED_REPORT_URL, columns, limit: 'ten' }, FALLBACK)).toThrow(/limit must be a number/);
    expect(() => mountWidget(widget, { url: PURCHASED_REPORT_URL, columns: [{ label: 'Name' }] }, FALLBACK)).toThrow(/every column needs a key/);
  });
});
