import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setConfig } from '../../tests/utils/widget';
import { mountPosCart, posCartTests } from '../../tests/utils/posCart';

posCartTests();

describe('pos-cart: the store’s own words', () => {
  it('Save’s toast shows the store’s text for posCart.orderSaved', async () => {
    setConfig({ mode: 'pos', texts: { 'posCart.orderSaved': 'Order kept for later!' } });
    const user = userEvent.setup();
    await mountPosCart();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Order kept for later!')).toBeInTheDocument();
    expect(screen.queryByText('Order Saved!')).not.toBeInTheDocument();
  });
});
