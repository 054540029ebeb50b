import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import widget from './index';
import { mountWidget, setConfig } from '../../tests/utils/widget';
import { server } from '../../mocks/node';
import { db } from '../../mocks/db';
import { CREDIT_TITLE } from '../../mocks/db/cart';
import { customerById } from '../../mocks/db/customers-lite';
import { LOGIN_FAILED, LOGOUT_REDIRECT, REGISTER_ERRORS } from '../../mocks/handlers/account';
import { navigation } from '../../shared/runtime/navigation';
import { LOGGED_IN_TEXT, LOGOUT_FAILED, STEP_TITLE } from './components/AccountStep';
import { LOGIN_TEXTS, REGISTER_TEXTS } from './components/AccountForms';
import { cartWidgetTests, eventually } from '../../tests/utils/cartWidgets';

/** Spec 3 §4 "Customer", §7, §8: login at checkout step 1 (getCustomer), logout (logoutCustomer → redirect), registration (processPost). */
const mounted = cartWidgetTests();

async function mountCart() {
  mounted.push(mountWidget(widget).unmount);
  await screen.findByRole('list', { name: 'Products in your cart' });
}
const step = () => screen.getByRole('region', { name: STEP_TITLE });

function bodiesOf(path: string) {
  const seen: string[] = [];
  server.events.on('request:start', ({ request }) => {
    if (new URL(request.url).pathname.endsWith(path)) void request.clone().text().then((b) => seen.push(b));
  });
  return seen;
}

/** A shopper with a password and store credit. */
const shopper = () => {
  const record = db.customers.records.find((r) => r.password && Number(customerById(r.customer.customer_id)?.store_credit) > 0)!;
  return { id: record.customer.customer_id, email: record.customer.email, password: record.password };
};

async function openLogin(user: ReturnType<typeof userEvent.setup>) {
  await user.click(within(step()).getByRole('button', { name: 'Login' }));
  return within(await screen.findByRole('form', { name: 'Returning Customer' }));
}

describe('cart page: checkout step 1, Login (POST getCustomer)', () => {
  it('logs the shopper in with customerData, shows it, applies their store credit and checks out as logged', async () => {
    const user = userEvent.setup();
    const go = vi.spyOn(navigation, 'go').mockImplementation(() => undefined);
    const logins = bodiesOf('/checkout/cart/getCustomer');
    const choices = bodiesOf('/checkout/cart/setCheckoutData');
    const { id, email, password } = shopper();
    await mountCart();
    expect(within(step()).getByRole('button', { name: 'Login' })).toHaveAttribute('aria-expanded', 'false');
    const form = await openLogin(user);
    await user.type(form.getByLabelText(/E-Mail Address/), email);
    await user.type(form.getByLabelText(/Password/), password);
    await user.click(form.getByRole('button', { name: 'Login' }));
    expect(await within(step()).findByText(LOGGED_IN_TEXT)).toBeInTheDocument();
    expect(new URLSearchParams(logins[0])).toEqual(new URLSearchParams({ 'customerData[email]': email, 'customerData[password]': password }));
    expect(db.cart.shopper_id).toBe(id);
    // The cart is read again: the shopper's store credit now shows in the totals.
    expect(await within(screen.getByRole('table', { name: 'Cart totals' })).findByText(CREDIT_TITLE)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Checkout' }));
    await eventually(() => expect(go).toHaveBeenCalledWith('/checkout/checkout'));
    expect(choices).toEqual(['account=logged']);
  });

  it("shows the store's error text and keeps what was typed", async () => {
    const user = userEvent.setup();
    await mountCart();
    const form = await openLogin(user);
    await user.type(form.getByLabelText(/E-Mail Address/), shopper().email);
    await user.type(form.getByLabelText(/Password/), 'wrong');
    await user.click(form.getByRole('button', { name: 'Login' }));
    expect(await form.findByRole('alert')).toHaveTextContent(LOGIN_FAILED);
    expect(form.getByLabelText(/E-Mail Address/)).toHaveValue(shopper().email);
    expect(db.cart.shopper_id).toBeUndefined();
  });

  it('says what is missing and sends nothing', async () => {
    const user = userEvent.setup();
    const logins = bodiesOf('/checkout/cart/getCustomer');
    await mountCart();
    const form = await openLogin(user);
    await user.click(form.getByRole('button', { name: 'Login' }));
    expect(await form.findByText(LOGIN_TEXTS.email)).toBeInTheDocument();
    expect(form.getByLabelText(/Password/)).toHaveAccessibleDescription(LOGIN_TEXTS.password);
    expect(logins).toEqual([]);
  });

  it('turns the /account/login link into Checkout once a shopper logs in when guest checkout is off', async () => {
    setConfig({ guestCheckout: false, customer: { loggedIn: false } });
    const user = userEvent.setup();
    await mountCart();
    expect(screen.getByRole('link', { name: 'Checkout' })).toHaveAttribute('href', '/account/login');
    const form = await openLogin(user);
    await user.type(form.getByLabelText(/E-Mail Address/), shopper().email);
    await user.type(form.getByLabelText(/Password/), shopper().password);
    await user.click(form.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('button', { name: 'Checkout' })).toBeEnabled();
  });

  it('is not offered in POS mode', async () => {
    setConfig({ mode: 'pos' });
    await mountCart();
    expect(screen.queryByRole('region', { name: STEP_TITLE })).not.toBeInTheDocument();
  });
});

describe('cart page: Logout (GET logoutCustomer)', () => {
  it('logs out and goes where the store says', async () => {
    setConfig({ customer: { loggedIn: true, customerId: 501 } });
    db.cart.shopper_id = 501;
    const user = userEvent.setup();
    const go = vi.spyOn(navigation, 'go').mockImplementation(() => undefined);
    await mountCart();
    expect(within(step()).getByText(LOGGED_IN_TEXT)).toBeInTheDocument();
    await user.click(within(step()).getByRole('button', { name: 'Logout' }));
    await eventually(() => expect(go).toHaveBeenCalledWith(LOGOUT_REDIRECT));
    expect(db.cart.shopper_id).toBeNull();
  });

  it('says the shopper could not be logged out when the store is down, and stays', async () => {
    setConfig({ customer: { loggedIn: true, customerId: 501 } });
    server.use(http.get('*/checkout/cart/logoutCustomer', () => new HttpResponse('<h1>500</h1>', { status: 500, headers: { 'Content-Type': 'text/html' } })));
    const user = userEvent.setup();
    const go = vi.spyOn(navigation, 'go').mockImplementation(() => undefined);
    await mountCart();
    await user.click(within(step()).getByRole('button', { name: 'Logout' }));
    expect(await within(step()).findByRole('alert')).toHaveTextContent(LOGOUT_FAILED);
    expect(go).not.toHaveBeenCalled();
  });
});

describe('cart page: Register Account (POST processPost)', () => {
  async function openRegister(user: ReturnType<typeof userEvent.setup>) {
    await user.click(within(step()).getByRole('button', { name: 'Register Account' }));
    return within(await screen.findByRole('form', { name: 'Register Account' }));
  }
  async function fillRegister(form: ReturnType<typeof within>, user: ReturnType<typeof userEvent.setup>, email: string) {
    await user.type(form.getByLabelText(/First Name/), 'Riley');
    await user.type(form.getByLabelText(/Last Name/), 'Okafor');
    await user.type(form.getByLabelText(/^E-Mail/), email);
    await user.type(form.getByLabelText(/Telephone/), '(217) 555-0199');
    await user.type(form.getByLabelText(/^Password(?! Confirm)/), 'brakes42');
    await user.type(form.getByLabelText(/Password Confirm/), 'brakes42');
  }

  it('creates the account with the form fields and logs the shopper in', async () => {
    const user = userEvent.setup();
    const sent = bodiesOf('/account/register/processPost');
    await mountCart();
    const form = await openRegister(user);
    await fillRegister(form, user, 'riley.okafor@example.com');
    await user.click(form.getByRole('button', { name: 'Register' }));
    expect(await within(step()).findByText(LOGGED_IN_TEXT)).toBeInTheDocument();
    expect(Object.fromEntries(new URLSearchParams(sent[0]))).toEqual({ firstname: 'Riley', lastname: 'Okafor', email: 'riley.okafor@example.com', telephone: '(217) 555-0199', password: 'brakes42', confirm: 'brakes42' });
    const record = db.customers.records.find((r) => r.customer.email === 'riley.okafor@example.com')!;
    expect(db.cart.shopper_id).toBe(record.customer.customer_id);
  });

  it("shows each of the store's errors next to its field", async () => {
    const user = userEvent.setup();
    await mountCart();
    const form = await openRegister(user);
    // An address already registered: only the store knows.
    await fillRegister(form, user, shopper().email);
    await user.click(form.getByRole('button', { name: 'Register' }));
    await eventually(() => expect(form.getByLabelText(/^E-Mail/)).toHaveAccessibleDescription(REGISTER_ERRORS.exists));
    expect(form.getByLabelText(/^E-Mail/)).toHaveAttribute('aria-invalid', 'true');

    server.use(http.post('*/account/register/processPost', () => HttpResponse.json({ errors: { telephone: REGISTER_ERRORS.telephone, firstname: REGISTER_ERRORS.firstname, agree: 'Warning: You must agree to the Privacy Policy!' } })));
    await user.clear(form.getByLabelText(/^E-Mail/));
    await user.type(form.getByLabelText(/^E-Mail/), 'someone.new@example.com');
    await user.click(form.getByRole('button', { name: 'Register' }));
    await eventually(() => expect(form.getByLabelText(/Telephone/)).toHaveAccessibleDescription(REGISTER_ERRORS.telephone));
    expect(form.getByLabelText(/First Name/)).toHaveAccessibleDescription(REGISTER_ERRORS.firstname);
    expect(form.getByRole('alert')).toHaveTextContent('Warning: You must agree to the Privacy Policy!');
    expect(form.getByLabelText(/^E-Mail/)).not.toHaveAttribute('aria-invalid');
  });

  it('checks the fields as the store would before sending', async () => {
    const user = userEvent.setup();
    const sent = bodiesOf('/account/register/processPost');
    await mountCart();
    const form = await openRegister(user);
    await user.type(form.getByLabelText(/^Password(?! Confirm)/), 'abc');
    await user.type(form.getByLabelText(/Password Confirm/), 'abd');
    await user.click(form.getByRole('button', { name: 'Register' }));
    expect(await form.findByText(REGISTER_TEXTS.password)).toBeInTheDocument();
    expect(form.getByLabelText(/Password Confirm/)).toHaveAccessibleDescription(REGISTER_TEXTS.confirm);
    expect(form.getByLabelText(/^E-Mail/)).toHaveAccessibleDescription(REGISTER_TEXTS.email);
    expect(sent).toEqual([]);
  });
});
