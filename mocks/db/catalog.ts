/**
 * The mock store's catalogue: 330 generated parts plus 10 kits, deterministic (seeded), read-only.
 * `renderProduct` gives a Product exactly as the PHP page puts it into `data-pf-props`
 * (the `*_text` fields formatted with shared/money at render time, in the configured currency).
 */
import type { AttributeGroup, ListingProps, ListingSource, Product, Rebate } from './records';
import { fromCents, laborCost, lineTotal, formatMoney, sum } from '../../shared/money';
import { BRANDS, CATEGORIES, LABOR_RATES, optionSet, type Category, type PartType } from './catalog-data';
import { GLYPHS, bannerImage, tileImage } from './images';
import { storeImage } from './store-images';
import { LOCATIONS } from './locations';
import { mulberry32 } from './random';

/** What the store knows about a product beyond what it renders on a page. */
export interface CatalogItem {
  product: Product;
  category: Category;
  /** Manufacturer rebate attached to cart lines of this product. */
  rebate?: Rebate;
  /** The product's own out-of-stock text (cart stock warning). */
  oos_text?: string;
  attribute_groups: AttributeGroup[];
  /** Inches. */
  dimensions: { length: string; width: string; height: string };
}

export const FIRST_PRODUCT_ID = 101;
export const PART_COUNT = 330;

const slug = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
const priceFrom = (dollars: number, cents: 49 | 99) => fromCents(dollars * 100 + cents);

/**
 * Fixed parts the tests, the preview, the README and the fitment fixtures (mocks/db/fitment-rules.ts)
 * name. Those marked `drawn` take the place of a generated part and still make its draws, so the
 * parts after them stay the same.
 */
const FIXED: Record<number, { aaia: string; mpn: string; name: string; type: string | PartType; drawn?: boolean }> = {
  0: { aaia: 'BKDK', mpn: 'ABC123', name: 'PowerStop Front Brake Pad Set', type: 'Brake Pad Set' },
  1: { aaia: 'MOOG', mpn: 'K80012', name: 'Moog Ball Joint', type: 'Ball Joint' },
  300: {
    aaia: 'CRCI', mpn: '05089', name: 'CRC Brakleen Non-Chlorinated Brake Parts Cleaner', drawn: true,
    type: { name: 'Brake Parts Cleaner', qualifiers: ['Non-Chlorinated'], price: [5, 8], weight: [1, 2], specs: { Size: ['14 oz Aerosol'] } },
  },
  302: { aaia: 'ACDL', mpn: 'PF63X', name: 'ACDelco Professional Oil Filter', type: 'Oil Filter', drawn: true },
  313: {
    aaia: 'DNSO', mpn: '2344209', name: 'Denso Upstream Oxygen Sensor', drawn: true,
    type: { name: 'Oxygen Sensor', qualifiers: ['Upstream'], price: [59, 129], weight: [1, 1], labor: { title: 'Oxygen Sensor Replacement', minutes: [30, 60] }, specs: { Position: ['Upstream'] } },
  },
};

/** The name without a word said twice in a row ("Rear Rear Wiper Blade"). */
const withoutDoubledWords = (name: string) => name.replace(/\b(\w+)(\s+\1\b)+/gi, '$1');

function generate(): CatalogItem[] {
  const rng = mulberry32(20261121);
  const items: CatalogItem[] = [];
  const usedMpn = new Set<string>();
  const usedNames = new Set<string>();
  let optionBase = 1000;

  for (let i = 0; i < PART_COUNT; i++) {
    const product_id = FIRST_PRODUCT_ID + i;
    const fixed = FIXED[i];
    const category = CATEGORIES[i % CATEGORIES.length];
    const draws = !fixed || fixed.drawn;
    const drawnType = draws ? rng.pick(category.types) : null;
    const fixedType = fixed && (typeof fixed.type === 'string' ? category.types.find((t) => t.name === fixed.type)! : fixed.type);
    const type: PartType = fixedType || drawnType!;
    const brand0 = BRANDS[draws ? rng.pick(category.brands) : fixed!.aaia];
    let n = 0;
    let mpn = '';
    if (draws) {
      while (!mpn || usedMpn.has(mpn)) {
        n = rng.int(1000, 99999);
        mpn = brand0.partNumber(n, category.key);
      }
    }
    const brand = fixed ? BRANDS[fixed.aaia] : brand0;
    const picked = rng.pick(type.qualifiers);
    const options = i % 6 === 3 ? optionSet(Math.floor(i / 6), (optionBase += 100)) : [];
    // A part whose Position is an option to choose is not named "Front" or "Rear" as well.
    let qualifier = options.some((o) => o.name === 'Position') ? withoutPosition(picked) : picked;
    const nameOf = (q = qualifier) => withoutDoubledWords([brand.name, q, type.name].filter(Boolean).join(' '));
    // No two parts share a name (a search would list twins): another line of the type, else the
    // name carries its part number, as stores list sizes and packs of one line.
    let suffix = '';
    if (!fixed) {
      const positionOption = options.some((o) => o.name === 'Position');
      const qualifiers = type.qualifiers.map((q) => (positionOption ? withoutPosition(q) : q));
      const free = [qualifier, ...qualifiers.filter((x) => x !== qualifier)].find((q) => !usedNames.has(nameOf(q)));
      if (free !== undefined) qualifier = free;
      else suffix = ` ${mpn}`;
    }
    if (fixed) mpn = fixed.mpn;
    usedMpn.add(mpn);
    const name = fixed?.name ?? `${nameOf()}${suffix}`;
    usedNames.add(name);

    const price = priceFrom(rng.int(type.price[0], type.price[1]), rng.chance(0.5) ? 99 : 49);
    const isSpecial = i % 7 === 2;
    const isRebate = i % 13 === 5;
    const hasDiscounts = i % 9 === 4;
    const image = storeImage(tileImage(type.name, category.colour, GLYPHS[category.key]));

    // Stock per location; every 19th part is out of stock everywhere.
    const stock_by_location = LOCATIONS.map((l) => ({
      location_id: l.location_id,
      location_name: l.location_name,
      quantity: i % 19 === 6 || rng.chance(0.3) ? 0 : rng.int(1, 14),
    }));

    const laborRate = LABOR_RATES[i % LABOR_RATES.length];
    const laborMinutes = type.labor ? rng.int(type.labor.minutes[0] / 15, type.labor.minutes[1] / 15) * 15 : 0;
    const weight = `${rng.int(type.weight[0], type.weight[1])}.${rng.int(0, 9)}`;

    const product: Product = {
      product_id,
      sku: `PF-${product_id}`,
      ean: '',
      upc: `0${String(7000000000 + product_id * 7919).slice(0, 10)}${i % 10}`,
      name,
      short_name: [qualifier, type.name].filter(Boolean).join(' '),
      short_description: `${brand.name} ${type.name.toLowerCase()} for a direct fit. ${category.name} parts backed by our 12-month warranty.`,
      model: mpn,
      manufacturer: brand.name,
      manufacturer_id: brand.manufacturer_id,
      part_number: mpn,
      mpn,
      aaia: brand.aaia,
      aaia_brand_code: brand.aaia,
      price,
      unit_price: price,
      original_unit_price: price,
      price_text: '',
      price_before_discounts: price,
      special: isSpecial ? lineTotal(price, '0.85') : null,
      special_text: '',
      is_special: isSpecial,
      instant_rebate: isRebate ? (Number(price) > 100 ? '20.00' : '5.00') : null,
      instant_rebate_name: isRebate ? `${brand.name} Instant Rebate` : '',
      is_instant_rebate: isRebate,
      discounts: hasDiscounts
        ? [
            { product_discount_id: product_id * 10 + 1, quantity: 2, price: lineTotal(price, '0.95'), price_text: '' },
            { product_discount_id: product_id * 10 + 2, quantity: 4, price: lineTotal(price, '0.90'), price_text: '' },
          ]
        : [],
      disable_pricing: i % 41 === 17,
      disable_pricing_notice: i % 41 === 17 ? 'Call the store for pricing: this item ships by freight.' : '',
      shipping_cost: Number(weight) > 30 ? '14.99' : '0.00',
      currency_code: 'USD',
      is_orderable: i % 37 !== 11,
      requires_options: options.some((o) => o.required),
      minimum: type.minimum ?? (i % 50 === 25 ? 2 : 1),
      quantity: stock_by_location.reduce((n, s) => n + s.quantity, 0),
      stock_by_location,
      options,
      labor: type.labor
        ? {
            time: laborMinutes,
            title: type.labor.title,
            data: { amount: laborRate.amount, labor_id: laborRate.labor_id, title: laborRate.title },
            display_text: 'Add {TITLE} for {AMOUNT}',
            labor_price: laborCost(laborRate.amount, laborMinutes),
          }
        : null,
      is_package: false,
      is_package_component: false,
      rating: rng.int(0, 5),
      reviews: 0,
      is_new: i % 11 === 0,
      weight,
      weight_text: '',
      categories: [{ category_id: category.category_id, name: category.name }],
      category_levels: [category.name, type.name],
      category_id: category.category_id,
      series_id: 500 + CATEGORIES.indexOf(category) * 10 + category.types.indexOf(type),
      links: { view: `/product/${product_id}-${slug(name)}`, manufacturer: `/brand/${slug(brand.name)}` },
      thumbnails: { primary: image, wishlist: image, cart: image, popup: image },
    };
    product.reviews = product.rating ? rng.int(1, 240) : 0;

    // The draw stays (the rest of the seed depends on it); a spec the name already answers
    // ("Front", "Rear", "Upper", …) agrees with the name.
    const specs = Object.entries(type.specs).map(([n, values]) => ({ name: n, value: agreeWithName(name, values, rng.pick(values)) }));
    items.push({
      product,
      category,
      rebate: i % 17 === 3 ? { rebateId: 9000 + i, trackingURL: `https://rebates.example/track/${9000 + i}`, normalBanner: bannerImage(`${brand.name} mail-in rebate`) } : undefined,
      oos_text: i % 23 === 7 ? 'Ships from our distribution center in 5-7 business days.' : undefined,
      attribute_groups: [
        { name: 'Specifications', attributes: [{ name: 'Part Type', value: type.name }, ...specs] },
        { name: 'Warranty', attributes: [{ name: 'Coverage', value: rng.pick(['12 months', '24 months', 'Limited lifetime']) }] },
      ],
      dimensions: { length: `${rng.int(2, 30)}.${rng.int(0, 9)}`, width: `${rng.int(2, 20)}.${rng.int(0, 9)}`, height: `${rng.int(1, 12)}.${rng.int(0, 9)}` },
    });
  }
  addKits(items);
  return items;
}

const POSITION_WORDS = /\b(Front|Rear|Upper|Lower|Left|Right)\b/g;

/** "ThermoQuiet Front" → "ThermoQuiet"; "Front Ceramic" → "Ceramic"; "Rear" → "". */
export function withoutPosition(qualifier: string): string {
  return qualifier.replace(POSITION_WORDS, '').replace(/\s+/g, ' ').trim();
}

/**
 * The spec value that agrees with the part's name: the value whose every word is in the name
 * (the most words wins: "Front and Rear" over "Front"), or `drawn` when the name says nothing.
 * A name that says "Front" never gets "Rear".
 */
export function agreeWithName(name: string, values: string[], drawn: string): string {
  const words = new Set(name.split(/\s+/));
  const named = values
    .filter((v) => v.split(/\s+/).filter((w) => w !== 'and').every((w) => words.has(w)))
    .sort((a, b) => b.split(/\s+/).length - a.split(/\s+/).length);
  if (named.length > 0) return named[0];
  const positional = values.filter((v) => /\b(Front|Rear|Upper|Lower|Left|Right)\b/.test(v));
  const namePositions = name.match(POSITION_WORDS) ?? [];
  if (positional.length > 0 && namePositions.length > 0) {
    // e.g. "Front Left" named, values Front/Rear: the value sharing the name's position words.
    const sharing = values.find((v) => namePositions.some((w) => v.split(/\s+/).includes(w)));
    if (sharing) return sharing;
  }
  return drawn;
}

/**
 * Ten kits built from catalogue parts: a kit costs 90% of its parts. The PowerStop pad set
 * (product 101) is in six kits, so the "included in" list needs its "show more".
 */
function addKits(items: CatalogItem[]): void {
  const inCategory = (key: string) => items.filter((it) => it.category.key === key && it.product.is_orderable && !it.product.options.length);
  const brakes = inCategory('brakes');
  const suspension = inCategory('suspension');
  const cooling = inCategory('cooling');
  const pad = items[0];
  // A brake kit is one pad set with the rotors (a pair) and a caliper: never three pad sets.
  const ofType = (type: string) => brakes.filter((it) => it.product.category_levels?.[1] === type && it !== pad);
  const rotors = ofType('Brake Rotor').filter((it) => !/\bRear\b/.test(it.product.name));
  const calipers = ofType('Brake Caliper').filter((it) => !/\bRear\b/.test(it.product.name));
  const kits: Array<{ name: string; parts: Array<[CatalogItem, number]>; cat: string }> = [
    ...[0, 1, 2, 3, 4, 5].map((n) => ({
      name: ['Front Brake Kit', 'Performance Front Brake Kit', 'Front Brake Kit with Hardware', 'Severe Duty Brake Kit', 'Towing Brake Kit', 'Daily Driver Brake Kit'][n],
      parts: [[pad, 1], [rotors[n % rotors.length], 2], [calipers[n % calipers.length], 1]] as Array<[CatalogItem, number]>,
      cat: 'brakes',
    })),
    { name: 'Front End Suspension Kit', parts: [[suspension[0], 2], [suspension[1], 2]], cat: 'suspension' },
    { name: 'Complete Strut Kit', parts: [[suspension[2], 2], [suspension[3], 2], [suspension[4], 1]], cat: 'suspension' },
    { name: 'Cooling System Refresh Kit', parts: [[cooling[0], 1], [cooling[1], 1], [cooling[2], 1]], cat: 'cooling' },
    { name: 'Radiator and Hose Kit', parts: [[cooling[3], 1], [cooling[4], 2]], cat: 'cooling' },
  ];
  kits.forEach((kit, k) => {
    const product_id = FIRST_PRODUCT_ID + PART_COUNT + k;
    const category = CATEGORIES.find((c) => c.key === kit.cat)!;
    const price = lineTotal(sum(...kit.parts.map(([it, q]) => lineTotal(it.product.price, q))), '0.90');
    const image = storeImage(tileImage('Kit', category.colour, GLYPHS[category.key]));
    const mpn = `KIT-${product_id}`;
    const links = { view: `/product/${product_id}-${slug(kit.name)}` };
    const product: Product = {
      ...kit.parts[0][0].product,
      product_id,
      sku: `PF-${product_id}`,
      upc: `0${String(8000000000 + product_id * 7919).slice(0, 10)}${k}`,
      name: kit.name,
      short_name: kit.name,
      short_description: `Everything for the job in one box: ${kit.parts.map(([it]) => it.product.name).join(', ')}.`,
      model: mpn,
      part_number: mpn,
      mpn,
      aaia: 'PFKT',
      aaia_brand_code: 'PFKT',
      manufacturer: 'Partsfront Kits',
      manufacturer_id: 99,
      price,
      unit_price: price,
      original_unit_price: price,
      price_before_discounts: price,
      special: null,
      is_special: false,
      instant_rebate: null,
      instant_rebate_name: '',
      is_instant_rebate: false,
      discounts: [],
      disable_pricing: false,
      disable_pricing_notice: '',
      is_orderable: true,
      requires_options: false,
      minimum: 1,
      options: [],
      labor: null,
      is_package: true,
      is_package_component: false,
      package_components: kit.parts.map(([it, q]) => ({
        product_id: it.product.product_id,
        name: it.product.name,
        model: it.product.model,
        quantity_in_kit: q,
        links: { view: it.product.links.view },
        thumbnails: { primary: it.product.thumbnails.primary },
      })),
      is_new: k % 3 === 0,
      links,
      thumbnails: { primary: image, wishlist: image, cart: image, popup: image },
    };
    for (const [it] of kit.parts) {
      it.product.is_package_component = true;
      it.product.included_in = [...(it.product.included_in ?? []), { product_id, name: kit.name, links }];
    }
    items.push({ product, category, attribute_groups: [{ name: 'Kit', attributes: [{ name: 'Pieces', value: String(kit.parts.reduce((n, [, q]) => n + q, 0)) }] }], dimensions: { length: '24.0', width: '16.0', height: '10.0' } });
  });
}

let cached: CatalogItem[] | null = null;

/** Every catalogue item (generated once; read-only — handlers never change it). */
export function catalog(): readonly CatalogItem[] {
  cached ??= generate();
  return cached;
}

let byId: Map<string, CatalogItem> | null = null;

/** The catalogue item for a product_id (number or string), or undefined. */
export function productById(id: string | number | null | undefined): CatalogItem | undefined {
  if (id === null || id === undefined || id === '') return undefined;
  byId ??= new Map(catalog().map((it) => [String(it.product.product_id), it]));
  return byId.get(String(id).trim());
}

/** The catalogue item for a brand code and part number (fitment, inventory). */
export function productByPart(aaia: string, mpn: string): CatalogItem | undefined {
  return catalog().find((it) => it.product.aaia === aaia && it.product.mpn === mpn);
}

const signed = (prefix: '+' | '-', amount: string | number) => (Number(amount) === 0 ? '' : `${prefix}${formatMoney(amount)}`);

/** A Product exactly as the PHP page renders it into data-pf-props (a fresh copy each time). */
export function renderProduct(item: CatalogItem): Product {
  const p = structuredClone(item.product);
  p.price_text = formatMoney(p.price);
  p.special_text = p.special != null ? formatMoney(p.special) : '';
  p.discounts = p.discounts.map((d) => ({ ...d, price_text: formatMoney(d.price) }));
  p.options = p.options.map((o) => ({ ...o, values: o.values.map((v) => ({ ...v, price_text: signed(v.price_prefix, v.price) })) }));
  // The store keeps a part's UPC and weight (the lookup finds by UPC), but its Product (spec 1 §3)
  // does not carry them.
  delete p.upc;
  delete p.weight;
  delete p.weight_text;
  return p;
}

/** `data-pf-props` of a listing page (15 per page by default, spec 1 §9). */
export function renderListing(
  source: ListingSource,
  { page = 1, limit = 15, categoryId, manufacturerId }: { page?: number; limit?: number; categoryId?: number; manufacturerId?: number } = {},
): ListingProps {
  const all = catalog().filter(
    (it) =>
      (categoryId === undefined || it.product.category_id === categoryId) &&
      (manufacturerId === undefined || it.product.manufacturer_id === manufacturerId) &&
      (source !== 'special' || it.product.is_special),
  );
  const start = (page - 1) * limit;
  return { source, products: all.slice(start, start + limit).map(renderProduct), total: all.length, page, limit };
}
