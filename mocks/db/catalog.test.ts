import { describe, expect, it } from 'vitest';
import { catalog, productById, renderListing, renderProduct } from './catalog';
import { mulberry32 } from './random';

describe('mock store: catalogue seed', () => {
  it('is deterministic: the same generator gives the same sequence', () => {
    const a = mulberry32(7);
    const b = mulberry32(7);
    expect([a.next(), a.next(), a.int(1, 100)]).toEqual([b.next(), b.next(), b.int(1, 100)]);
  });

  it('has ≥300 parts across ≥15 brands and every category, with unique ids and part numbers', () => {
    const items = catalog();
    expect(items.length).toBeGreaterThanOrEqual(300);
    expect(new Set(items.map((i) => i.product.aaia)).size).toBeGreaterThanOrEqual(15);
    expect(new Set(items.map((i) => i.category.key)).size).toBe(10);
    expect(new Set(items.map((i) => i.product.product_id)).size).toBe(items.length);
    expect(new Set(items.map((i) => `${i.product.aaia}~${i.product.mpn}`)).size).toBe(items.length);
  });

  it('covers every option type, both price prefixes and option images', () => {
    const options = catalog().flatMap((i) => i.product.options);
    expect(new Set(options.map((o) => o.type))).toEqual(new Set(['checkbox', 'image', 'radio', 'select', 'text', 'textarea', 'date', 'time', 'datetime']));
    const values = options.flatMap((o) => o.values);
    expect(new Set(values.map((v) => v.price_prefix))).toEqual(new Set(['+', '-']));
    expect(values.some((v) => v.image)).toBe(true);
  });

  it('has the special cases the widgets need', () => {
    const ps = catalog().map((i) => i.product);
    expect(ps.some((p) => p.is_special && p.special)).toBe(true);
    expect(ps.some((p) => p.is_instant_rebate)).toBe(true);
    expect(ps.some((p) => p.discounts.length > 1)).toBe(true);
    expect(ps.some((p) => p.disable_pricing && p.disable_pricing_notice)).toBe(true);
    expect(ps.some((p) => !p.is_orderable)).toBe(true);
    expect(ps.some((p) => p.minimum > 1)).toBe(true);
    expect(ps.some((p) => p.quantity === 0)).toBe(true);
    expect(ps.some((p) => p.labor?.display_text.includes('{TITLE}') && p.labor.display_text.includes('{AMOUNT}'))).toBe(true);
    expect(ps.filter((p) => p.is_package).length).toBeGreaterThanOrEqual(5);
    expect(ps.some((p) => (p.included_in?.length ?? 0) >= 5)).toBe(true);
  });

  it('keeps kits and components consistent both ways', () => {
    for (const kit of catalog().filter((i) => i.product.is_package)) {
      for (const c of kit.product.package_components!) {
        const part = productById(c.product_id)!.product;
        expect(part.is_package_component).toBe(true);
        expect(part.included_in!.map((r) => r.product_id)).toContain(kit.product.product_id);
      }
    }
  });

  it('never contradicts the name of a part: a "Front" part has no Position: Rear, nor a Position option beside a positional name', () => {
    for (const { product, attribute_groups } of catalog()) {
      const specs = attribute_groups.flatMap((g) => g.attributes);
      const position = specs.find((a) => a.name === 'Position')?.value;
      const words = product.name.split(' ');
      if (position && words.includes('Front') && !words.includes('Rear')) expect(position, product.name).not.toMatch(/Rear/);
      if (position && words.includes('Rear') && !words.includes('Front')) expect(position, product.name).not.toMatch(/Front/);
      if (product.options.some((o) => o.name === 'Position')) expect(product.name, String(product.product_id)).not.toMatch(/\b(Front|Rear)\b/);
    }
  });

  it('builds brake kits of one pad set with rotors and a caliper, never several pad sets', () => {
    for (const kit of catalog().filter((i) => i.product.is_package)) {
      const pads = kit.product.package_components!.filter((c) => /Brake Pad Set/.test(productById(c.product_id)!.product.name));
      expect(pads.reduce((n, c) => n + c.quantity_in_kit, 0), kit.product.name).toBeLessThanOrEqual(1);
    }
  });

  it('renders a product as the page would, with formatted texts', () => {
    const item = catalog().find((i) => i.product.is_special && i.product.discounts.length)!;
    const p = renderProduct(item);
    expect(p.price_text).toBe(`$${Number(p.price).toFixed(2)}`.replace(/\B(?=(\d{3})+(?!\d))/g, ','));
    expect(p.special_text).toMatch(/^\$\d/);
    expect(p.discounts.every((d) => d.price_text.startsWith('$'))).toBe(true);
    expect(item.product.price_text).toBe(''); // the seed itself is untouched
    const withOptions = renderProduct(productById(104)!);
    expect(withOptions.options[0].values.map((v) => v.price_text)).toEqual(['', '+$5.00']);
  });

  it('pages listings', () => {
    const page2 = renderListing('category', { page: 2, limit: 15, categoryId: 20 });
    expect(page2.products).toHaveLength(15);
    expect(page2.products.every((p) => p.category_id === 20)).toBe(true);
    expect(page2.total).toBeGreaterThan(30);
    expect(renderListing('special').products.every((p) => p.is_special)).toBe(true);
  });
});
