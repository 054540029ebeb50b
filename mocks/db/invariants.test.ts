/**
 * What makes the mock store believable to someone trying it as a new user: addresses whose city,
 * ZIP and phone area code agree; orders on the customer's own vehicles; one timeline inside store
 * hours that ends by today; unique keys (React lists key on them); product names without doubled
 * words or twins; each brand's own part-number style; and every fixture the README names present.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BRANDS, CATEGORIES } from './catalog-data';
import { catalog } from './catalog';
import { CREDIT_USED_NOTES, createCustomersState, creditBalance as ledgerBalance, defaultAddress, fullName, setStoreCredit } from './customers';
import { COUPONS, GIFT_CODES } from './cart';
import { amountPaid, balanceDue, createOrders, creditBalance, getOrder, isVoid, orderTotal, recordTransaction, STATUS, voidOne } from './orders';
import { customerById } from './customers-lite';
import { db } from '.';
import { compare } from '../../shared/money';
import { createTenders, voucherByCode } from './tenders';
import { areaCodeOf, placeOf } from './places';

const customers = createCustomersState();
const orders = createOrders();
const products = catalog().map((it) => it.product);

/** The store's today (the preview's "now" is never later). */
const TODAY_END = '2026-11-26 23:59:59';

const duplicates = <T,>(values: readonly T[]): T[] => values.filter((v, i) => values.indexOf(v) !== i);

describe('mock store invariants', () => {
  it('gives every address a city, ZIP and state that belong together, and every phone its area code', () => {
    const wrong: string[] = [];
    for (const { customer: c } of customers.records) {
      for (const a of c.addresses) {
        const place = placeOf(a.city, a.postcode);
        if (!place || place.zone_id !== a.zone_id) wrong.push(`${c.customer_id}: ${a.city} ${a.postcode}`);
      }
      const home = defaultAddress(c);
      const place = home && placeOf(home.city, home.postcode);
      if (place && areaCodeOf(c.telephone) !== place.areaCode) wrong.push(`${c.customer_id}: ${c.telephone} in ${home?.city}`);
    }
    expect(wrong).toEqual([]);
  });

  it("puts every order on one of its customer's own vehicles", () => {
    const wrong: string[] = [];
    for (const o of orders.list) {
      if (!o.order_ymm || o.customer_id === null) continue;
      const record = customers.records.find((r) => r.customer.customer_id === o.customer_id);
      const titles = record?.vehicles.map((v) => v.title) ?? [];
      if (!titles.includes(o.order_ymm)) wrong.push(`#${o.order_id} (${o.customer_id}): ${o.order_ymm} not in [${titles.join(', ')}]`);
    }
    expect(wrong).toEqual([]);
  });

  it('dates everything within store hours (8 AM–6 PM) and never after today', () => {
    const stamps: Array<[string, string]> = [];
    for (const r of customers.records) {
      const who = `customer ${r.customer.customer_id}`;
      stamps.push([`${who} added`, r.date_added]);
      for (const x of r.credits) stamps.push([`${who} credit ${x.customer_transaction_id}`, x.date_added]);
      for (const x of r.history) stamps.push([`${who} history ${x.customer_history_id}`, x.date_added]);
      for (const x of r.ips) stamps.push([`${who} ip ${x.customer_ip_id}`, x.date_added]);
      for (const x of r.orders) stamps.push([`${who} order ${x.order_id}`, x.date_added], [`${who} order ${x.order_id} modified`, x.date_modified]);
      for (const x of r.returns) stamps.push([`${who} return ${x.return_id}`, x.date_added]);
    }
    for (const o of orders.list) {
      stamps.push([`order #${o.order_id}`, o.date_added]);
      for (const h of o.histories) stamps.push([`order #${o.order_id} history`, h.date_added]);
      for (const t of o.transactions) stamps.push([`order #${o.order_id} transaction ${t.transaction_id}`, t.date_added]);
      for (const p of o.purchase_orders) stamps.push([`order #${o.order_id} PO ${p.Number}`, p.SubmittedToWarehouseDateTime]);
    }
    const wrong = stamps.filter(([, when]) => {
      const hour = Number(when.slice(11, 13));
      return !/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/.test(when) || hour < 8 || hour >= 18 || when > TODAY_END;
    });
    expect(wrong.slice(0, 10)).toEqual([]);
  });

  it('keeps the customer history of the fixtures in the same years as their orders', () => {
    for (const id of [501, 502]) {
      const record = customers.records.find((r) => r.customer.customer_id === id)!;
      for (const h of record.history) expect(h.date_added >= '2026-01-01', `${id} history ${h.date_added}`).toBe(true);
    }
  });

  it('keys every table uniquely, and every purchase order of an order differs', () => {
    const all = customers.records;
    expect(duplicates(all.map((r) => r.customer.customer_id))).toEqual([]);
    expect(duplicates(all.flatMap((r) => r.customer.addresses.map((a) => a.address_id)))).toEqual([]);
    expect(duplicates(all.flatMap((r) => r.vehicles.map((v) => v.vehicle_id)))).toEqual([]);
    expect(duplicates(all.flatMap((r) => r.credits.map((c) => c.customer_transaction_id)))).toEqual([]);
    expect(duplicates(all.flatMap((r) => r.history.map((h) => h.customer_history_id)))).toEqual([]);
    expect(duplicates(all.flatMap((r) => r.ips.map((i) => i.customer_ip_id)))).toEqual([]);
    expect(duplicates(all.flatMap((r) => r.orders.map((o) => o.order_id)))).toEqual([]);
    expect(duplicates(all.flatMap((r) => r.returns.map((x) => x.return_id)))).toEqual([]);
    expect(duplicates(orders.list.map((o) => o.order_id))).toEqual([]);
    expect(duplicates(orders.list.flatMap((o) => o.transactions.map((t) => t.transaction_id)))).toEqual([]);
    expect(duplicates(orders.list.flatMap((o) => o.products.map((p) => p.order_product_id)))).toEqual([]);
    expect(duplicates(orders.list.flatMap((o) => o.purchase_orders.map((p) => p.PurchaseOrderID)))).toEqual([]);
    expect(duplicates(products.map((p) => p.product_id))).toEqual([]);
    for (const o of orders.list) {
      const contents = o.purchase_orders.map((p) => JSON.stringify(p.Items));
      expect(duplicates(contents), `order #${o.order_id}`).toEqual([]);
    }
  });

  it('names products without doubled words, and no two products alike', () => {
    expect(products.filter((p) => /\b(\w+)\s+\1\b/i.test(p.name)).map((p) => p.name)).toEqual([]);
    expect(duplicates(products.map((p) => p.name))).toEqual([]);
  });

  it("writes each brand's part numbers in that brand's own style", () => {
    const wrong = products
      .filter((p) => !p.is_package)
      .filter((p) => {
        const brand = BRANDS[String(p.aaia)];
        const key = CATEGORIES.find((c) => c.category_id === p.categories?.[0]?.category_id)?.key ?? '';
        return !brand || !brand.pattern.test(String(p.mpn)) || !String(p.mpn).startsWith(brand.prefixFor?.[key] ?? '');
      })
      .map((p) => `${p.aaia} ${p.mpn} ${p.name}`);
    expect(wrong).toEqual([]);
  });

  describe('the README fixtures exist', () => {
    const readme = readFileSync(resolve(process.cwd(), 'README.md'), 'utf8');
    const fixtures = readme.slice(readme.indexOf('Handy fixtures:'), readme.indexOf('## Building and hosting'));

    it('has every part it names (AAIA~part number), which the POS scanner finds by number', () => {
      const parts = [...fixtures.matchAll(/`([A-Z]{4})~([A-Z0-9-]+)`/g)].map((m) => m[2]);
      expect(parts.length).toBeGreaterThan(3);
      for (const mpn of parts) expect(products.some((p) => p.mpn === mpn), mpn).toBe(true);
    });

    it('has every product id it names', () => {
      const line = /- products ([^\n]+(?:\n {2}[^\n]+)*)/.exec(fixtures)![1];
      for (const id of [...line.matchAll(/\b(\d{3})\b/g)].map((m) => Number(m[1]))) expect(products.some((p) => Number(p.product_id) === id), String(id)).toBe(true);
    });

    it('has the coupons and POS vouchers it names, with their balances', () => {
      expect(Object.keys(COUPONS)).toContain('SAVE10');
      expect(Object.keys(GIFT_CODES)).toContain('GIFT25');
      expect(Object.keys(COUPONS)).not.toContain('EXPIRED5');
      const tenders = createTenders();
      const codes = [...fixtures.matchAll(/`((?:GC|RW)-\d{3}-[A-Z]+)`/g)].map((m) => m[1]);
      expect(codes.length).toBe(4);
      for (const code of codes) expect(voucherByCode(tenders, code), code).toBeDefined();
      expect(voucherByCode(tenders, 'GC-050-BRAVO')?.amount).toBe('12.35');
      expect(voucherByCode(tenders, 'GC-040-EMPTY')?.amount).toBe('0.00');
    });

    it('has the customers it names, with their vehicles, credit, tags and the shared banned IP', () => {
      const byId = (id: number) => customers.records.find((r) => r.customer.customer_id === id)!;
      expect(fullName(byId(501).customer)).toBe('Jordan Miller');
      expect(fullName(byId(502).customer)).toBe('Priya Raman');
      expect(fullName(byId(503).customer)).toBe('Luis Ortega');
      expect(byId(501).vehicles).toHaveLength(2);
      expect(byId(501).credits).toHaveLength(12);
      expect(byId(503).vehicles).toHaveLength(0);
      expect(byId(501).history.some((h) => h.image)).toBe(true);
      expect(byId(501).orders.some((o) => o.pace)).toBe(true);
      expect(byId(501).orders.some((o) => o.order_status_id === 17)).toBe(true);
      expect(byId(501).returns.length).toBeGreaterThan(0);
      expect(byId(501).tags).toEqual([1, 4]);
      expect(byId(502).customer.texting_alerts).toBe(0);
      const ip = /IP `([\d.]+)`/.exec(fixtures)![1];
      expect(byId(501).ips.map((i) => i.ip)).toContain(ip);
      expect(customers.records.filter((r) => r.ips.some((i) => i.ip === ip)).length).toBeGreaterThan(1);
      expect(customers.bannedIps).toContain(ip);
    });
  });

  describe('one ledger: every figure from one record per customer and per order', () => {
    it("says a credit row was applied to an order only when it takes credit away, and never the other way", () => {
      const wrong = customers.records.flatMap((r) =>
        r.credits
          .filter((c) => CREDIT_USED_NOTES.some((note) => c.description.startsWith(note)) !== c.amount.startsWith('-'))
          .map((c) => `${r.customer.customer_id}: ${c.description} ${c.amount}`),
      );
      expect(wrong).toEqual([]);
    });

    it('starts every POS order with a status that agrees with its payments', () => {
      const wrong = orders.list
        .filter((o) => o.order_status_id !== STATUS.voided)
        .filter((o) => {
          const paid = compare(amountPaid(o), '0') > 0;
          const settled = compare(amountPaid(o), orderTotal(o)) >= 0;
          if (o.order_status_id === STATUS.complete && !settled) return true;
          if (o.pos_status === 'complete') return !(paid && settled);
          if (o.pos_status === 'outstanding_balance') return !(paid && !settled);
          return paid;
        })
        .map((o) => `#${o.order_id} ${o.pos_status}/${o.order_status_id}: paid ${amountPaid(o)} of ${orderTotal(o)}`);
      expect(wrong).toEqual([]);
      // The customers' own (online) orders too: Complete and Shipped are paid.
      const rows = customers.records.flatMap((r) => r.orders.filter((o) => (o.order_status_id === 5 || o.order_status_id === 3) && compare(o.paid, o.total) < 0).map((o) => o.order_id));
      expect(rows).toEqual([]);
    });

    it('reads the same store credit on the cart, at checkout and on the Credits tab, through payments, voids and adjustments', () => {
      const everywhere = (id: number) => {
        const record = db.customers.records.find((r) => r.customer.customer_id === id)!;
        return [customerById(id)!.store_credit, creditBalance(db.orders, id), ledgerBalance(record)];
      };
      const all = () => db.customers.records.filter((r) => r.credits.length).map((r) => r.customer.customer_id);
      expect(all().length).toBeGreaterThan(50);
      for (const id of all()) expect(new Set(everywhere(id)).size, `customer ${id}`).toBe(1);
      expect(everywhere(501)).toEqual(['75.00', '75.00', '75.00']);

      const order = getOrder(db.orders, 1001)!;
      const tx = recordTransaction(db.orders, order, { type: 'store_credit', amount: '25.39' });
      expect(everywhere(501)).toEqual(['49.61', '49.61', '49.61']);
      const rows = db.customers.records.find((r) => r.customer.customer_id === 501)!.credits;
      expect(rows.at(-1)).toMatchObject({ description: 'Credit applied to order #1001', amount: '-25.39' });
      expect(voidOne(db.orders, order, tx)).toBeNull();
      expect(isVoid(tx)).toBe(true);
      expect(everywhere(501)).toEqual(['75.00', '75.00', '75.00']);
      expect(rows.at(-1)).toMatchObject({ description: 'Store credit payment on order #1001 voided', amount: '25.39' });
      setStoreCredit(db.customers, 501, '10.00');
      expect(everywhere(501)).toEqual(['10.00', '10.00', '10.00']);
    });

    it('takes a Complete order back to Pending, with a history line, when a voided payment leaves a balance', () => {
      const order = getOrder(db.orders, 1005)!;
      expect(order.order_status_id).toBe(STATUS.complete);
      const check = order.transactions.find((t) => t.transaction_label === 'Check #2210')!;
      expect(voidOne(db.orders, order, check)).toBeNull();
      expect(balanceDue(order)).toBe('45.00');
      expect([order.order_status_id, order.pos_status]).toEqual([STATUS.pending, 'outstanding_balance']);
      expect(order.histories.at(-1)).toMatchObject({ order_status_id: STATUS.pending, comment: 'A payment was voided: $45.00 is outstanding.' });
    });
  });
});
