import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import widget from './index';
import { mountWidget } from '../../tests/utils/widget';
import { faultCases } from '../../tests/utils/faults';
import { server } from '../../mocks/node';

/**
 * The data table against literal answers written from spec 5 "Lists" (and spec 3's `totalPages`):
 * `{"results", "total_items", "total_pages", "page", "limit", "position"}`.
 */
const URL_ = '/index.php?route=report/sales_by_brand';
const columns = [
  { key: 'brand', label: 'Brand', sortable: true },
  { key: 'orders', label: 'Orders' },
];
const onReport = (resolver: (info: { request: Request }) => Response | undefined) =>
  server.use(http.get('*/index.php', (info) => (new URL(info.request.url).searchParams.get('route') === 'report/sales_by_brand' ? resolver(info) : undefined)));
const mount = () => mountWidget(widget, { url: URL_, label: 'Sales by brand', columns }, '<p>Server table</p>');
const table = () => screen.getByRole('table', { name: 'Sales by brand' });
const cells = () => within(table()).getAllByRole('cell').map((c) => c.textContent);

describe('data-table: the documented answer', () => {
  it('minimal: results alone; the position is derived', async () => {
    onReport(() => HttpResponse.json({ results: [{ brand: 'Bendix', orders: 4 }] }));
    mount();
    expect(await within(await screen.findByRole('table', { name: 'Sales by brand' })).findByRole('cell', { name: 'Bendix' })).toBeInTheDocument();
    expect(cells()).toEqual(['Bendix', '4']);
    expect(screen.getByText('1 to 1 of 1')).toBeInTheDocument();
  });

  it('full: every list field; the store’s position text is shown', async () => {
    onReport(() => HttpResponse.json({ results: [{ brand: 'Moog', orders: 0 }], total_items: 11, total_pages: 2, page: 1, limit: 10, position: '1 to 10 of 11' }));
    mount();
    await within(await screen.findByRole('table', { name: 'Sales by brand' })).findByRole('cell', { name: 'Moog' });
    expect(screen.getByText('1 to 10 of 11')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Page 2' })).toBeInTheDocument();
  });

  it('PHP-flavoured: counts as strings and spec 3’s totalPages', async () => {
    onReport(() => HttpResponse.json({ results: [{ brand: 'ACDelco', orders: '7' }], totalPages: '3', page: '1', limit: '10' }));
    mount();
    await within(await screen.findByRole('table', { name: 'Sales by brand' })).findByRole('cell', { name: 'ACDelco' });
    expect(cells()).toEqual(['ACDelco', '7']);
    expect(screen.getByRole('button', { name: 'Page 3' })).toBeInTheDocument();
  });
});

describe('data-table: the five faults on load', () => {
  it.each(faultCases)('%s: "Something went wrong!" with Retry', async (_name, fault) => {
    onReport(fault);
    mount();
    const alert = await screen.findByRole('alert', {}, { timeout: 4000 });
    expect(alert).toHaveTextContent('Something went wrong!');
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
