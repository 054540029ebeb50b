import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { CartShape } from '../api/shapes/cart';
import * as money from '../money';
import { appliedCodes, cartVehicleName, codeTotals, laborText, lineTotalText, unitPriceInput, unitPriceText } from './lines';

/** A cart read through its shape, from what a store sends. */
const read = (answer: Record<string, unknown>) => v.parse(CartShape, { total_items: 1, ...answer });
const lineOf = (fields: Record<string, unknown>) => read({ products: [{ key: '1', name: 'Rotor', quantity: 3, ...fields }] }).products[0];

describe('shared/cart/lines: display values from documented fields only', () => {
  it('unit price and line total from unit_price (amount or numeric string), through shared/money', () => {
    const line = lineOf({ unit_price: '12.345' });
    expect(unitPriceText(line, money)).toBe('$12.35');
    expect(lineTotalText(line, money)).toBe('$37.04');
    expect(unitPriceInput(line, money)).toBe('12.35');
  });

  it('POS: unit_price_value (the override) wins over unit_price', () => {
    const line = lineOf({ unit_price: '$99.00', unit_price_value: '10.5' });
    expect(unitPriceText(line, money)).toBe('$10.50');
    expect(lineTotalText(line, money)).toBe('$31.50');
  });

  it("a unit price the store wrote only as text is shown as written, with no invented total", () => {
    const line = lineOf({ unit_price: '€12,50' });
    expect(unitPriceText(line, money)).toBe('€12,50');
    expect(lineTotalText(line, money)).toBe('');
    expect(unitPriceInput(line, money)).toBe('');
  });

  it('labor is the store’s amount_text; no labor, no text', () => {
    expect(laborText(lineOf({ unit_price: 1, labor: { labor_id: 1, title: 'Install', time: 60, amount_text: '$120.00' } }))).toBe('$120.00');
    expect(laborText(lineOf({ unit_price: 1, labor: null }))).toBe('');
  });

  it('PHP rebates written as [] read as no rebates', () => {
    expect(lineOf({ unit_price: 1, rebates: [] }).rebates).toEqual({ unique: [] });
  });

  it('the vehicle name: title, else the facets', () => {
    const facets = [
      { api_field: 'Year', api_value: 2018, label_field: 'Year', label_value: '2018' },
      { api_field: 'MakeID', api_value: '54', label_field: 'Make', label_value: 'Ford' },
    ];
    expect(cartVehicleName(read({ products: [], ymm_vehicle: { vehicle_id: 7, title: 'Work truck', facets } }))).toBe('Work truck');
    expect(cartVehicleName(read({ products: [], ymm_vehicle: { vehicle_id: null, title: '', facets } }))).toBe('2018 Ford');
    expect(cartVehicleName(read({ products: [] }))).toBe('');
  });

  it('codes: listed ones (extension) by removeCode, the other code rows by their totals row', () => {
    const totals = [
      { code: 'sub_total', title: 'Sub-Total', text: '$10.00', value: 10 },
      { code: 'coupon', title: 'Coupon (SAVE10)', text: '-$1.00', value: -1 },
      { code: 'voucher', title: 'Gift Certificate (GIFT25)', text: '-$9.00', value: -9 },
    ];
    const documented = read({ products: [], totals });
    expect(appliedCodes(documented)).toEqual([]);
    expect(codeTotals(documented).map((t) => t.code)).toEqual(['coupon', 'voucher']);
    const listing = read({ products: [], totals, codes: [{ type: 'coupon', code: 'SAVE10' }] });
    expect(appliedCodes(listing)).toEqual([{ type: 'coupon', code: 'SAVE10', title: '' }]);
    expect(codeTotals(listing).map((t) => t.code)).toEqual(['voucher']);
  });
});
