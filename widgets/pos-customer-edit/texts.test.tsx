import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mountWidget, setConfig } from '../../tests/utils/widget';
import widget from './index';

describe('pos-customer-edit: texts', () => {
  it('shows the store’s words for its keys, the form’s validation messages included', async () => {
    setConfig({
      mode: 'pos',
      texts: {
        'posCustomerEdit.save': 'Save the customer',
        'posCustomerEdit.tabVehicles': 'Cars',
        'customer.minChars': 'At least {n} letters',
      },
    });
    const user = userEvent.setup();
    mountWidget(widget, { customerId: '501' });
    await screen.findByRole('form', { name: 'Customer details' });
    expect(screen.getByRole('tab', { name: 'Cars' })).toBeInTheDocument();
    const first = screen.getByRole('textbox', { name: /First Name/ });
    await user.clear(first);
    await user.type(first, 'J');
    await user.tab();
    expect(await screen.findByText('At least 2 letters')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save the customer' })).toBeDisabled();
  });
});
