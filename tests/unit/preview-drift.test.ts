import { getByRole, getByText } from '@testing-library/dom';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPanel } from '../../preview/panel';
import { clearDrift } from '../../shared/api/drift';
import { getOrders } from '../../shared/api/order';
import { server } from '../../mocks/node';

/** The preview's switches panel lists the answers on the page that differed from what the widgets read. */
describe('the switches panel shows the store answers that drifted', () => {
  afterEach(() => clearDrift());

  it('says every answer read as expected, then lists a difference as it is seen: endpoint, path, what came', async () => {
    const panel = renderPanel();
    document.body.append(panel);
    expect(getByText(panel, 'Every answer read as the widgets expect.')).toBeInTheDocument();
    server.use(
      http.get('*/api/order', () =>
        HttpResponse.json({
          results: [{ order_id: 7, total: '10.00', amount_paid: '0.00', balance_due: '10.00', products: [], transactions: [], cashier: { name: 'Dana' } }],
          total_items: 1,
          total_pages: 1,
          page: 1,
          limit: 20,
          position: '1 to 1 of 1',
        }),
      ),
    );
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect((await getOrders({})).results[0].cashier).toBe('');
    const table = getByRole(panel, 'table');
    expect(table).toHaveTextContent('orderList');
    expect(table).toHaveTextContent('results[].cashier');
    expect(table).toHaveTextContent('{"name":"Dana"}');
    expect(table).toHaveTextContent('dropped: the screen went on');
    expect(getByText(panel, '1 answer difference')).toBeInTheDocument();
  });
});
