import { HttpResponse } from 'msw';
import {
  CaptchaAnswerShape,
  ContactAnswerShape,
  ContactLocationsShape,
  DealerPopupTextShape,
  InventoryByProductShape,
  InventoryDetailsShape,
} from '../../shared/api/shapes/product';
import { db } from '../db';
import { productById } from '../db/catalog';
import { CAPTCHA_CODES, captchaSvg, createProductExtras, stockAt, type ProductExtras } from '../db/product-extras';
import { json, refuse, type Route } from '../router';
import { storedImage } from '../db/store-images';

/**
 * Product-page routes (spec 1 §7, spec 4 "Captcha and contact", "Inventory"): Contact Us
 * locations, captcha image and check, the contact e-mail, POS inventory, distributor
 * inventory and the dealer popup text. Refusals answer HTTP 200 with `{"error": …}`.
 */

const extras = (): ProductExtras => {
  if (!db.productExtras) db.productExtras = createProductExtras();
  return db.productExtras as ProductExtras;
};

/** A distributor warehouse's stock of a product (what getInventoryDetails answers), or null for an unknown warehouse. */
export function distributorStock(productId: number, warehouseCode: string): number | null {
  const x = extras();
  const i = x.warehouses.findIndex((w) => w.code === warehouseCode);
  return i < 0 ? null : stockAt(productId, i + 1, x) * 3;
}

/** A warehouse's name by its code. */
export const warehouseName = (warehouseCode: string): string => extras().warehouses.find((w) => w.code === warehouseCode)?.name ?? warehouseCode;

const CONTACT_FIELDS = ['pcName', 'pcEmail', 'pcPhone', 'pcMessage', 'pcLocation', 'pcLocationEmail'] as const;

export const productRoutes: Route[] = [
  {
    // The catalogue's images, at the addresses the store gives (mocks/db/store-images.ts).
    method: 'GET',
    path: 'tool/image',
    shape: null,
    handle: ({ query }) => {
      const svg = storedImage(query.get('id'));
      return svg ? new Response(svg, { headers: { 'Content-Type': 'image/svg+xml' } }) : new Response('Not Found', { status: 404 });
    },
  },
  {
    method: 'GET',
    path: 'product/product/getLocations',
    shape: ContactLocationsShape,
    handle: () => json({ locations: extras().contactLocations }),
  },
  {
    method: 'GET',
    path: 'tool/captcha',
    shape: null,
    // Each image draws the next code, as the PHP session's captcha would.
    handle: () => {
      const x = extras();
      x.captchaCode = CAPTCHA_CODES[x.captchaServed % CAPTCHA_CODES.length];
      x.captchaServed += 1;
      return new HttpResponse(captchaSvg(x.captchaCode), { headers: { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'no-store' } });
    },
  },
  {
    method: 'POST',
    path: 'product/product/validateCaptcha',
    shape: CaptchaAnswerShape,
    handle: ({ form }) => {
      const input = (form.get('captchaInput') ?? '').trim();
      if (!input || input.toUpperCase() !== extras().captchaCode) return refuse('The code is wrong');
      return json({ success: true });
    },
  },
  {
    method: 'POST',
    path: 'product/product/productContactEmail',
    shape: ContactAnswerShape,
    handle: ({ form }) => {
      const missing = CONTACT_FIELDS.filter((f) => !(form.get(f) ?? '').trim());
      if (missing.length) return refuse(`Please fill in: ${missing.join(', ')}`);
      if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(form.get('pcEmail') ?? '')) return refuse('E-Mail Address does not appear to be valid!');
      extras().contactMessages.push(Object.fromEntries(form.entries()));
      return json({ success: 'Thank you! Your message has been sent to the store.' });
    },
  },
  {
    method: 'POST',
    path: 'api/inventory/getInventoriesByProductId',
    shape: InventoryByProductShape,
    handle: ({ form }) => {
      // Stock per store is the catalogue's (the same numbers the listings show).
      const item = productById(form.get('productId'));
      if (!item) return json({ success: false, error: 'There was an error!' });
      const x = extras();
      const id = Number(item.product.product_id);
      return json({
        success: true,
        data: (item.product.stock_by_location ?? []).map((s, i) => ({
          location_name: s.location_name,
          stock: x.outOfStock.includes(id) ? 0 : s.quantity,
          pace_inventory: stockAt(id, i + 3, x),
        })),
      });
    },
  },
  {
    method: 'POST',
    path: 'product/product/getInventoryDetails',
    shape: InventoryDetailsShape,
    handle: ({ form }) => {
      let products: Array<{ productId: string | number; aaia: string; mpn: string }>;
      try {
        products = JSON.parse(form.get('products') ?? '');
        if (!Array.isArray(products)) throw new Error('not a list');
      } catch {
        return refuse('products must be a JSON list');
      }
      const x = extras();
      return json({
        Items: products.map((p) => {
          const id = Number(p.productId) || 0;
          const Locations = x.warehouses.map((w, i) => ({
            WarehouseCode: w.code,
            Name: w.name,
            Inventory: distributorStock(id, w.code) ?? 0,
            Price: (20 + ((id * 13 + i * 7) % 80) + 0.49).toFixed(2),
          }));
          return {
            ProductId: p.productId,
            PartNumber: p.mpn,
            Description: `Distributor item ${p.mpn}`,
            AAIABrandCode: p.aaia,
            Locations,
          };
        }),
      });
    },
  },
  {
    method: 'GET',
    path: 'product/product/getDealerLocatorPopupText',
    shape: DealerPopupTextShape,
    handle: () => json(extras().dealerPopup),
  },
];
