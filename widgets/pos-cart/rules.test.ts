import { describe, expect, it } from 'vitest';
import {
  MSG_NAME_REQUIRED,
  MSG_PRICE_POSITIVE,
  MSG_QUANTITY_POSITIVE,
  MSG_TIME_POSITIVE,
  checkCustomProduct,
  checkLabor,
  emptyCustomProduct,
  readNewPrice,
  newPriceProblem,
  MSG_PRICE_CENTS,
  MSG_PRICE_EMPTY,
  MSG_PRICE_NEGATIVE,
  msgPriceNotNumber,
  readPrice,
  settleQuantity,
} from './rules';

const rates = [
  { labor_id: 1, title: 'Standard Shop Rate', amount: '120.00' },
  { labor_id: 2, title: 'Express Service Rate', amount: '95.50' },
];

describe('pos-cart rules: custom product (spec 3 §5)', () => {
  it('quotes the spec messages exactly', () => {
    expect([MSG_NAME_REQUIRED, MSG_PRICE_POSITIVE, MSG_QUANTITY_POSITIVE, MSG_TIME_POSITIVE]).toEqual([
      'Name is a required field.',
      'Price must be a positive number.',
      'Quantity must be a positive number.',
      'Time must be a positive number.',
    ]);
  });

  it('an empty form is invalid: name required, price 0 is not positive; quantity defaults to 1', () => {
    const check = checkCustomProduct(emptyCustomProduct());
    expect(check.valid).toBe(false);
    expect(check.errors).toEqual({ name: MSG_NAME_REQUIRED, price: MSG_PRICE_POSITIVE });
    expect(check.quantity).toBe(1);
  });

  it('a NaN price becomes 0 (and so is refused); a money price is read exactly', () => {
    expect(readPrice('abc')).toBe('0.00');
    expect(readPrice('')).toBe('0.00');
    expect(readPrice('12.345')).toBe('0.00');
    expect(readPrice('$1,234.5')).toBe('1234.50');
    expect(checkCustomProduct({ name: 'Towels', taxClassId: '', price: 'abc', quantity: '1' }).errors.price).toBe(MSG_PRICE_POSITIVE);
    expect(checkCustomProduct({ name: 'Towels', taxClassId: '', price: '-3', quantity: '1' }).errors.price).toBe(MSG_PRICE_POSITIVE);
    const ok = checkCustomProduct({ name: 'Towels', taxClassId: '9', price: '0.10', quantity: '2' });
    expect([ok.valid, ok.price, ok.quantity]).toEqual([true, '0.10', 2]);
  });

  it('any quantity under 1 becomes 1; a missing or non-numeric quantity is refused', () => {
    for (const under of ['0', '-4', '0.5']) expect(settleQuantity(under)).toBe('1');
    expect(settleQuantity('20000')).toBe('10000');
    expect(settleQuantity('7')).toBe('7');
    expect(settleQuantity('x')).toBe('x');
    expect(checkCustomProduct({ name: 'A', taxClassId: '', price: '1', quantity: '0' }).quantity).toBe(1);
    for (const bad of ['', 'x', '2.5']) expect(checkCustomProduct({ name: 'A', taxClassId: '', price: '1', quantity: bad }).errors.quantity).toBe(MSG_QUANTITY_POSITIVE);
  });

  it('a blank name (spaces only) is still missing', () => {
    expect(checkCustomProduct({ name: '   ', taxClassId: '', price: '1', quantity: '1' }).errors).toEqual({ name: MSG_NAME_REQUIRED });
  });
});

describe('pos-cart rules: custom labor (spec 3 §5, §9)', () => {
  it('time and quantity are positive whole numbers, with the spec messages', () => {
    for (const t of ['0', '-5', '', 'x', '1.5']) expect(checkLabor({ laborId: '1', laborTime: t, name: '', quantity: '1' }, rates).errors.laborTime).toBe(MSG_TIME_POSITIVE);
    for (const q of ['0', '', 'x', '10001']) expect(checkLabor({ laborId: '1', laborTime: '30', name: '', quantity: q }, rates).errors.quantity).toBe(MSG_QUANTITY_POSITIVE);
    expect(checkLabor({ laborId: '1', laborTime: '30', name: '', quantity: '1' }, rates).valid).toBe(true);
    expect(checkLabor({ laborId: '9', laborTime: '30', name: '', quantity: '1' }, rates).valid).toBe(false);
  });

  it('the live subtotal is rate × minutes ÷ 60 × quantity, exact', () => {
    expect(checkLabor({ laborId: '2', laborTime: '50', name: '', quantity: '3' }, rates).subtotal).toBe('238.75');
    // 120 × 10 ÷ 60 = 20; 95.50 × 7 ÷ 60 = 11.141… → 11.14; × 3 rounded once = 33.43 (not 33.42)
    expect(checkLabor({ laborId: '1', laborTime: '10', name: '', quantity: '1' }, rates).subtotal).toBe('20.00');
    expect(checkLabor({ laborId: '2', laborTime: '7', name: '', quantity: '3' }, rates).subtotal).toBe('33.43');
    expect(checkLabor({ laborId: '2', laborTime: '', name: '', quantity: '3' }, rates).subtotal).toBe('0.00');
  });
});

describe('pos-cart rules: unit price override', () => {
  it('reads dollars with at most 2 decimals, 0 or more', () => {
    expect(readNewPrice('12.5')).toBe('12.50');
    expect(readNewPrice('$1,000')).toBe('1000.00');
    expect(readNewPrice('0')).toBe('0.00');
    for (const bad of ['', '-1', 'abc', '1.234']) expect(readNewPrice(bad)).toBeNull();
  });

  it('names what is wrong with a unit price that cannot be sent', () => {
    expect(newPriceProblem('44.50')).toBeNull();
    expect(newPriceProblem('0')).toBeNull();
    expect(newPriceProblem('  ')).toBe(MSG_PRICE_EMPTY);
    expect(newPriceProblem('abc')).toBe(msgPriceNotNumber('abc'));
    expect(newPriceProblem('-5')).toBe(MSG_PRICE_NEGATIVE);
    expect(newPriceProblem('−5')).toBe(MSG_PRICE_NEGATIVE);
    expect(newPriceProblem('$-5.00')).toBe(MSG_PRICE_NEGATIVE);
    expect(newPriceProblem('1.234')).toBe(MSG_PRICE_CENTS);
  });
});
