import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import widget from './index';
import { mountWidget } from '../../tests/utils/widget';
import { server } from '../../mocks/node';
import { setFaults } from '../../mocks/faults';
import { db } from '../../mocks/db';
import { productById, renderProduct } from '../../mocks/db/catalog';
import { CAPTCHA_CODES, type ProductExtras } from '../../mocks/db/product-extras';

/** A catalogue part the store cannot sell online. */
const unorderable = () => ({ ...renderProduct(productById(101)!), is_orderable: false });

async function openForm() {
  const user = userEvent.setup();
  mountWidget(widget, { product: unorderable() });
  await user.click(screen.getByRole('button', { name: 'Contact Us' }));
  const dialog = await screen.findByRole('dialog', { name: 'Contact Us' }, { timeout: 8000 });
  // Locations come from index.php?route=product/product/getLocations.
  await within(dialog).findByRole('option', { name: 'Urbana - Cunningham Ave' });
  return { user, dialog };
}

async function fill(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement, captcha = CAPTCHA_CODES[0]) {
  const d = within(dialog);
  await user.type(d.getByLabelText('Name'), 'Pat Doe');
  await user.type(d.getByLabelText('Email'), 'pat@example.com');
  await user.type(d.getByLabelText('Phone'), '5551234567');
  await user.selectOptions(d.getByLabelText('Location'), 'Urbana - Cunningham Ave');
  await user.type(d.getByLabelText('Message'), 'Is this in stock in Urbana?');
  await user.type(d.getByLabelText('Enter the code in the box above'), captcha);
}

const messages = () => (db.productExtras as ProductExtras).contactMessages;

describe('product: Contact Us', () => {
  it('requires every field', async () => {
    const { user, dialog } = await openForm();
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    const d = within(dialog);
    expect(await d.findByText('Please enter your name.')).toBeInTheDocument();
    expect(d.getByText('Please enter your email address.')).toBeInTheDocument();
    expect(d.getByText('Please enter your phone number.')).toBeInTheDocument();
    expect(d.getByText('Please choose a location.')).toBeInTheDocument();
    expect(d.getByText('Please enter a message.')).toBeInTheDocument();
    expect(d.getByText('Please enter the code shown in the image.')).toBeInTheDocument();
    expect(d.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(messages()).toHaveLength(0);
  });

  it('masks the phone as (###) ###-####', async () => {
    const { user, dialog } = await openForm();
    await user.type(within(dialog).getByLabelText('Phone'), '5551234567');
    expect(within(dialog).getByLabelText('Phone')).toHaveValue('(555) 123-4567');
  });

  it('shows a 175 px captcha image that can be replaced by a new one', async () => {
    const { user, dialog } = await openForm();
    const image = within(dialog).getByRole('img', { name: /Captcha/ });
    expect(image).toHaveAttribute('width', '175');
    const first = image.getAttribute('src')!;
    expect(first).toMatch(/route=tool%2Fcaptcha|route=tool\/captcha/);
    await user.click(within(dialog).getByRole('button', { name: 'Show a new image' }));
    expect(image.getAttribute('src')).not.toBe(first);
  });

  it("shows the server's captcha error under the field and keeps what was typed", async () => {
    const { user, dialog } = await openForm();
    await fill(user, dialog, 'WRONG');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    const captcha = within(dialog).getByLabelText('Enter the code in the box above');
    expect(await within(dialog).findByText('The code is wrong')).toHaveAttribute('id', captcha.getAttribute('aria-describedby'));
    expect(within(dialog).getByLabelText('Message')).toHaveValue('Is this in stock in Urbana?');
    expect(messages()).toHaveLength(0);
  });

  it('reads "An error occurred while validating the captcha" when the check fails on the network', async () => {
    const { user, dialog } = await openForm();
    setFaults({ failing: { 'product/product/validateCaptcha': 'network' } });
    await fill(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText('An error occurred while validating the captcha')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Name')).toHaveValue('Pat Doe');
  });

  it('sends pcName … pcLocationEmail (the first address) and toasts the success', async () => {
    const { user, dialog } = await openForm();
    await fill(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Thank you! Your message has been sent to the store.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Contact Us' })).not.toBeInTheDocument());
    expect(messages()).toHaveLength(1);
    expect(messages()[0]).toMatchObject({
      pcName: 'Pat Doe',
      pcEmail: 'pat@example.com',
      pcPhone: '(555) 123-4567',
      pcMessage: 'Is this in stock in Urbana?',
      pcLocation: 'Urbana - Cunningham Ave',
      pcLocationEmail: 'urbana@partsfront-auto.example',
    });
  });

  it('toasts the store’s error and loses nothing typed', async () => {
    const { user, dialog } = await openForm();
    server.use(http.post('*/index.php', ({ request }) =>
      new URL(request.url).searchParams.get('route') === 'product/product/productContactEmail' ? HttpResponse.json({ error: 'Mail server is down.' }) : undefined,
    ));
    await fill(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Mail server is down.')).toBeInTheDocument();
    expect(screen.getByText('Uh oh!')).toBeInTheDocument();
    const d = within(screen.getByRole('dialog', { name: 'Contact Us' }));
    expect(d.getByLabelText('Name')).toHaveValue('Pat Doe');
    expect(d.getByLabelText('Phone')).toHaveValue('(555) 123-4567');
    expect(d.getByLabelText('Location')).toHaveDisplayValue('Urbana - Cunningham Ave');
    expect(d.getByRole('button', { name: 'Send' })).toBeEnabled();
  });

  it('offers a retry when the locations cannot be loaded', async () => {
    const user = userEvent.setup();
    setFaults({ failing: { 'product/product/getLocations': 'http500' } });
    mountWidget(widget, { product: unorderable() });
    await user.click(screen.getByRole('button', { name: 'Contact Us' }));
    const dialog = await screen.findByRole('dialog', { name: 'Contact Us' }, { timeout: 8000 });
    expect(await within(dialog).findByText(/The store locations could not be loaded/)).toBeInTheDocument();
    setFaults({});
    await user.click(within(dialog).getByRole('button', { name: 'Try again' }));
    expect(await within(dialog).findByRole('option', { name: 'Danville - Gilbert St' })).toBeInTheDocument();
  });
});
