import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { LaborShape, OptionShape, ProductShape } from '../api/shapes/product';
import { basePrice, chosenValues, missingRequired, optionFields, priceVisibility, totalPrice, unitPriceWithOptions } from './pricing';
import { laborLine, laborNeedsMoney } from './labor';
import * as money from '../money';
import { mustLogIn, showsShopperButtons } from '../config/policies';
import { stockText } from './stock';
import { DEFAULT_SETTINGS } from '../config/settings';

// Written as the store sends them (string amounts, numeric ids), read through the shapes.
const options = v.parse(v.array(OptionShape), [
  {
    product_option_id: 1,
    name: 'Finish',
    type: 'radio',
    required: true,
    values: [
      { product_option_value_id: 11, name: 'Chrome', price: '12.00', price_prefix: '+', price_text: '' },
      { product_option_value_id: 12, name: 'Silver', price: '3.10', price_prefix: '-', price_text: '' },
    ],
  },
  {
    product_option_id: 2,
    name: 'Add-ons',
    type: 'checkbox',
    required: false,
    values: [
      { product_option_value_id: 21, name: 'Grease', price: '0.10', price_prefix: '+', price_text: '' },
      { product_option_value_id: 22, name: 'Clips', price: '0.20', price_prefix: '+', price_text: '' },
    ],
  },
  { product_option_id: 3, name: 'Notes', type: 'text', required: true, values: [] },
]);

const product = (over: Record<string, unknown> = {}) =>
  v.parse(ProductShape, { product_id: 1, name: 'Pads', price: '10.00', special: null, is_special: false, discounts: [], options: [], ...over });
// The options above, already read, go on the product as they are.
const withOptions = (over: Record<string, unknown> = {}) => ({ ...product(over), options });

describe('shared/product pricing', () => {
  it('adds option adjustments exactly (no float error)', () => {
    const p = withOptions({ price: '0.10' });
    expect(unitPriceWithOptions(money, p, { 2: ['21', '22'] })).toBe('0.40');
    expect(totalPrice(money, p, { 1: '12', 2: ['21'] }, 3)).toBe('-8.70');
    expect(chosenValues(options, { 1: '11', 3: 'text' }).map((v) => v.name)).toEqual(['Chrome']);
  });

  it('uses the special, else the quantity discount that applies, else the price', () => {
    const discounts = [
      { product_discount_id: 1, quantity: 2, price: '9.50', price_text: '' },
      { product_discount_id: 2, quantity: 5, price: '9.00', price_text: '' },
    ];
    expect(basePrice(money, product({ discounts }), 1)).toBe(10);
    expect(basePrice(money, product({ discounts }), 4)).toBe(9.5);
    expect(basePrice(money, product({ discounts }), 5)).toBe(9);
    expect(basePrice(money, product({ discounts, is_special: true, special: '8.00' }), 5)).toBe(8);
    expect(totalPrice(money, product({ discounts }), {}, 5)).toBe('45.00');
  });

  it('names each unanswered required option', () => {
    expect(missingRequired(options, {})).toEqual({ 1: 'Finish required!', 3: 'Notes required!' });
    expect(missingRequired(options, { 1: '11', 3: '  ' })).toEqual({ 3: 'Notes required!' });
    expect(missingRequired(options, { 1: '11', 3: 'Left' })).toEqual({});
  });

  it('leaves unanswered options out of the add fields', () => {
    expect(optionFields({ 1: '11', 2: [], 3: '' })).toEqual({ 1: '11' });
  });

  it('decides what stands in the price’s place', () => {
    const s = DEFAULT_SETTINGS;
    expect(priceVisibility(product(), s)).toBe('price');
    expect(priceVisibility(product({ price: '' }), { pricing: { loginRequired: true, noPriceTemplate: false } })).toBe('login');
    expect(priceVisibility(product({ price: '' }), s)).toBe('price');
    expect(priceVisibility(product({ disable_pricing: true }), s)).toBe('disabled');
  });
});

describe('shared/product labor, rules and stock', () => {
  it('fills {TITLE} and {AMOUNT}, with time in hours and minutes and cost = hourly × minutes ÷ 60', () => {
    const labor = v.parse(LaborShape, { time: 45, title: 'Install', data: { amount: '100.00', labor_id: 1, title: 'Shop' }, display_text: 'Add {TITLE} ({AMOUNT})' });
    expect(laborLine(labor, 3, money)).toEqual({ text: 'Add Install ($75.00)', time: '45 min', cost: '$75.00', subtotal: '$225.00' });
    expect(laborLine(v.parse(LaborShape, { time: 10, title: '', data: { amount: '100', labor_id: 1, title: 'Shop' }, display_text: '{TITLE}: {AMOUNT}' }), 1, money).text).toBe('Shop: $16.67');
    // Without the engine: nothing computed is shown, never a wrong cost.
    expect(laborLine(labor, 3, null)).toEqual({ text: null, time: '45 min', cost: null, subtotal: null });
  });

  it("shows the store's labor_price at load with no money engine, and needs the engine only for a subtotal or without it", () => {
    const labor = v.parse(LaborShape, { time: 45, title: 'Install', data: { amount: '100.00', labor_id: 1, title: 'Shop' }, display_text: 'Add {TITLE} ({AMOUNT})', labor_price: '75.00' });
    expect(laborNeedsMoney(labor, 1)).toBe(false);
    expect(laborLine(labor, 1, null)).toEqual({ text: 'Add Install ($75.00)', time: '45 min', cost: '$75.00', subtotal: null });
    expect(laborNeedsMoney(labor, 2)).toBe(true);
    expect(laborNeedsMoney({ ...labor, labor_price: null }, 1)).toBe(true);
    expect(laborNeedsMoney(v.parse(LaborShape, { ...labor, labor_price: '75.005' }), 1)).toBe(true);
  });

  it('needs a login only with guest checkout off and nobody logged in', () => {
    expect(mustLogIn({ guestCheckout: false, customer: { loggedIn: false, customerId: null } })).toBe(true);
    expect(mustLogIn({ guestCheckout: false, customer: { loggedIn: true, customerId: 1 } })).toBe(false);
    expect(mustLogIn({ guestCheckout: true, customer: { loggedIn: false, customerId: null } })).toBe(false);
  });

  it('hides shopper buttons in POS mode and with the no-price template', () => {
    expect(showsShopperButtons({ mode: 'storefront', pricing: { loginRequired: false, noPriceTemplate: false } })).toBe(true);
    expect(showsShopperButtons({ mode: 'pos', pricing: { loginRequired: false, noPriceTemplate: false } })).toBe(false);
    expect(showsShopperButtons({ mode: 'kiosk', pricing: { loginRequired: false, noPriceTemplate: true } })).toBe(false);
  });

  it('reads "Out of Stock" at 0 or less, else "{n} in Stock"', () => {
    expect(stockText(0)).toBe('Out of Stock');
    expect(stockText(-2)).toBe('Out of Stock');
    expect(stockText('7')).toBe('7 in Stock');
    expect(stockText(undefined)).toBe('Out of Stock');
  });
});
