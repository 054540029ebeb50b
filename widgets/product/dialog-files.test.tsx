import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import widget from './index';
import { mountWidget } from '../../tests/utils/widget';
import { productById, renderProduct } from '../../mocks/db/catalog';

// Each dialog is a file of its own; here neither can be fetched (offline, or a deploy in between).
vi.mock('./components/QrModal', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});
vi.mock('./components/ContactUsModal', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});

describe("product: a dialog's file cannot be fetched", () => {
  it('the QR code says it could not be loaded, with Try again, and the product stays', async () => {
    const user = userEvent.setup();
    mountWidget(widget, { product: renderProduct(productById(101)!) });
    await user.click(screen.getByRole('button', { name: 'QR Code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The QR code could not be loaded.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The QR code could not be loaded.');
    expect(screen.getByRole('button', { name: 'Add to Cart' })).toBeInTheDocument();
  });

  it('Contact Us says the form could not be loaded, with Try again', async () => {
    const user = userEvent.setup();
    mountWidget(widget, { product: { ...renderProduct(productById(101)!), is_orderable: false } });
    await user.click(screen.getByRole('button', { name: 'Contact Us' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The contact form could not be loaded.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Contact Us' })).toBeInTheDocument();
  });
});
