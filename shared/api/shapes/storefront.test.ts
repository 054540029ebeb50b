import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ProductShape } from './product';
import { CompareProductShape, compareTitle } from './lists';
import { StoreShape, DealerAnswerShape } from './locations';
import { ChoicesShape, FitmentPartShape } from './ymm';
import { FormDefinitionShape, FormSubmitShape } from './forms';
import { TableAnswerShape } from './table';

describe('storefront shapes', () => {
  it('reads a PHP product: flags, amounts, ids, safe URLs, defaults', () => {
    const p = v.parse(ProductShape, {
      product_id: 7,
      name: 'Pads',
      price: '84.98',
      special: false,
      is_instant_rebate: '0',
      is_special: 1,
      links: { view: 'javascript:alert(1)' },
      options: [{ product_option_id: '3', name: 'Side', type: 'radio', required: '0', values: [{ product_option_value_id: 31, name: 'Left', price: '0.00', price_prefix: '-' }] }],
      package_components: [{ product_id: 9 }],
    });
    expect(p).toMatchObject({ product_id: '7', price: 84.98, special: null, is_instant_rebate: false, is_special: true, minimum: 1, links: { view: '' } });
    expect(p.options[0]).toMatchObject({ product_option_id: '3', required: false, values: [{ product_option_value_id: '31', price: 0, price_prefix: '-' }] });
    expect(p.package_components[0]).toEqual({ product_id: '9', name: '', model: '', quantity_in_kit: 1, links: { view: '' } });
    expect(p.stock_by_location).toBeNull();
    expect(v.safeParse(ProductShape, { name: 'No id' }).success).toBe(false);
  });

  it('names a compare product from brand and model when the store sends no name', () => {
    const c = v.parse(CompareProductShape, { product_id: 1, model: 'K80012', manufacturer: 'Moog' });
    expect(compareTitle(c)).toBe('Moog K80012');
    expect(c.is_orderable).toBeNull();
  });

  it('reads a store with PHP flags and string coordinates; a dealer answer needs its html', () => {
    expect(v.parse(StoreShape, { location_id: 2, location_name: 'Neil St', preferred: '0', lat: '40.1' })).toMatchObject({ location_id: '2', preferred: false, lat: 40.1, lng: null });
    expect(v.safeParse(DealerAnswerShape, 'OK').success).toBe(false);
  });

  it("reads PHP's [] as no choices, and an unknown fitment result as maybe", () => {
    expect(v.parse(ChoicesShape, [])).toEqual({});
    expect(v.parse(FitmentPartShape, { aaia: 'A', mpn: 'B', result: 'perhaps' }).result).toBe('maybe');
  });

  it('reads a form definition with PHP flags and option pairs; a submission answer needs success or error', () => {
    const f = v.parse(FormDefinitionShape, { id: 3, fields: [{ id: '1', type: 'select', required: '1', options: ['A', { value: 'b', label: 'B' }] }], require_captcha: 0 });
    expect(f.fields[0]).toMatchObject({ id: '1', required: true, options: [{ value: 'A', label: 'A' }, { value: 'b', label: 'B' }] });
    expect(f).toMatchObject({ require_captcha: false, layout: { columns: 1, label_position: 'top' } });
    expect(v.safeParse(FormSubmitShape, 'OK').success).toBe(false);
    expect(v.safeParse(FormSubmitShape, {}).success).toBe(false);
    expect(v.safeParse(FormSubmitShape, { error: { captcha: 'Wrong code' } }).success).toBe(true);
  });

  it('reads a table answer with results alone, and refuses one without results', () => {
    expect(v.parse(TableAnswerShape, { results: [], totalPages: '2' })).toMatchObject({ totalPages: 2 });
    expect(v.safeParse(TableAnswerShape, { rows: [] }).success).toBe(false);
  });
});
