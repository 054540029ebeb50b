import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import widget from './index';
import { mountWidget } from '../../tests/utils/widget';
import { catalog, renderProduct } from '../../mocks/db/catalog';
import { loadedMoney } from '../../shared/money/lazy';

/**
 * A listing's card whose price needs arithmetic (an instant rebate taken off) is computed once the
 * page is idle: the page's start downloads no money engine. One file, so the engine's state is
 * this page's (vitest isolates files): nothing has asked for the engine before the test.
 */
describe('product-list: rebated prices computed when the page is idle', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("shows the store's texts (busy) until the page is idle, then the price less the rebate", async () => {
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (work: () => void) => idle.push(work));
    vi.stubGlobal('cancelIdleCallback', () => undefined);
    const base = renderProduct(catalog()[0]);
    const rebated = { ...base, product_id: 901, name: 'Rebated Rotor', price: '84.99', price_text: '$84.99', is_special: false, special: null, special_text: '', is_instant_rebate: true, instant_rebate: '10.00', instant_rebate_name: 'Instant Rebate', discounts: [] };
    const { unmount } = mountWidget(widget, { source: 'category', products: [rebated], total: 1, page: 1, limit: 15 });
    const card = screen.getByRole('article', { name: 'Rebated Rotor' });
    const price = within(card).getByTestId('pf-price');
    expect(price).toHaveTextContent('$84.99');
    expect(price).toHaveAttribute('aria-busy', 'true');
    expect(within(card).getByText('Instant Rebate: -$10.00')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(loadedMoney()).toBeNull();
    expect(idle.length).toBeGreaterThan(0);

    idle.splice(0).forEach((work) => work());
    await waitFor(() => expect(within(card).getByTestId('pf-price')).toHaveTextContent('$74.99'));
    expect(within(card).getByTestId('pf-price')).not.toHaveAttribute('aria-busy');
    expect(within(card).getByText('$84.99').closest('s')).not.toBeNull();
    expect(loadedMoney()).not.toBeNull();
    unmount();
  });
});
