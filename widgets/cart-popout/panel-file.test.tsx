import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import widget from './index';
import { mountWidget } from '../../tests/utils/widget';
import { server } from '../../mocks/node';
import { FULL_CART } from '../../tests/utils/cartAnswers';
import { cartWidgetTests, eventually } from '../../tests/utils/cartWidgets';

// The open panel is a file of its own; here it cannot be fetched (offline, or a deploy in between).
vi.mock('./components/CartPanel', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});

const mounted = cartWidgetTests();

describe("cart-popout: the open panel's file cannot be fetched", () => {
  it('the button still shows the cart; the panel says the cart could not be loaded, with Try again', async () => {
    server.use(http.get('*/checkout/cart/getData', () => HttpResponse.json(FULL_CART)));
    mounted.push(mountWidget(widget).unmount);
    const toggle = screen.getByRole('button', { name: /^Shopping cart/ });
    await eventually(() => expect(toggle).toHaveTextContent('3 item(s) - $554.98'));
    await userEvent.click(toggle);
    expect(await screen.findByRole('alert')).toHaveTextContent('The cart could not be loaded.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The cart could not be loaded.');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
  });
});
