import { text } from '../texts';
import { apiTexts } from './texts';
import { request } from './client';
import { pageUrl } from './endpoints/product';
import { ApiError } from './errors';
import {
  CaptchaAnswerShape,
  ContactAnswerShape,
  ContactLocationsShape,
  DealerPopupTextShape,
  InventoryByProductShape,
  InventoryDetailsShape,
  type ContactLocation,
  type StockAtLocation,
} from './shapes/product';
import type { Parsed } from './shape';
import type { InventoryItemShape } from './shapes/product';

/**
 * Product-page calls (spec 1 §7, shapes in spec 4 "Captcha and contact" and "Inventory"):
 * Contact Us locations, captcha, the contact e-mail, POS inventory and the dealer popup text.
 */
export type { ContactLocation, StockAtLocation };
type Id = string | number;

/** `email` may hold several comma-separated addresses; the first is used. */
export const firstEmail = (email: string | null | undefined): string => (email ?? '').split(/[,;]/)[0]?.trim() ?? '';

/**
 * The query keys of this module's reads. The POS product page's stock and the dealer locator's
 * stores-with-the-product both read getInventoryByProduct, each under its own key.
 */
export const productKeys = {
  /** getContactLocations: the Contact Us form's stores. */
  contactLocations: ['contact-locations'] as const,
  /** getInventoryByProduct on the POS product page (Inventory by Location). */
  inventoryByLocation: (productId: Id) => ['inventory-by-location', String(productId)] as const,
  /** getInventoryByProduct for the dealer locator's stores that have the product. */
  inventoryByProduct: (productId: Id) => ['inventory', 'byProduct', productId] as const,
  /** getInventoryDetails of one product: its distributors' stock. */
  distributorInventory: (productId: Id, aaia: string, mpn: string) => ['distributor-inventory', String(productId), aaia, mpn] as const,
  /** getDealerPopupText: the dealer locator's popup. */
  dealerPopup: ['locator', 'popup'] as const,
};

/** Contact Us locations, each `email` cut to its first address (spec 3 §3 "only the first is kept"). */
export async function getContactLocations(): Promise<ContactLocation[]> {
  const answer = await request('contactLocations', { shape: ContactLocationsShape });
  return answer.locations.map((l) => ({ ...l, email: firstEmail(l.email) }));
}

/** The captcha image URL; `nonce` busts the browser cache so "new image" really loads a new one. */
export const captchaImageUrl = (nonce?: number | string): string => pageUrl('captchaImage', nonce === undefined ? {} : { t: nonce });

/** Throws an `ApiError` of kind `store` with the server's text when the code is wrong. */
export async function validateCaptcha(captchaInput: string): Promise<void> {
  await request('validateCaptcha', { form: { captchaInput }, shape: CaptchaAnswerShape });
}

export interface ProductContactMessage {
  pcName: string;
  pcEmail: string;
  pcPhone: string;
  pcMessage: string;
  pcLocation: string;
  pcLocationEmail: string;
}

/** Sends the Contact Us form; returns the store's success text (a refusal throws). */
export async function productContactEmail(message: ProductContactMessage & { product_id?: string | number }): Promise<string> {
  return (await request('productContactEmail', { form: { ...message }, shape: ContactAnswerShape })).success;
}

/** POS inventory by location. `success: false` is a failure like any other (spec 1 §8). */
export async function getInventoryByProduct(productId: Id): Promise<StockAtLocation[]> {
  const answer = await request('inventoryByProduct', { form: { productId }, shape: InventoryByProductShape, rejectStoreErrors: false });
  if (!answer.success) throw new ApiError('store', text(apiTexts, 'error'), 200, {}, answer);
  return answer.data;
}

export interface InventoryPrice {
  key: string;
  name: string;
  text: string;
  value: number;
}

/** Inventory of one part (spec 1 §3 "Inventory detail"), read from getInventoryDetails' `Items`. */
export interface InventoryDetail {
  productId: string;
  aaia: string;
  mpn: string;
  name: string;
  locations: Array<{ warehouseCode: string; name: string; inventory: number; price: number | null }>;
  totalInventory: number;
  /** The store's own stock: the extension `StoreInventory`, else `null` (the POS panel sums getInventoriesByProductId). */
  storeInventory: number | null;
  prices: InventoryPrice[];
}

/**
 * "Your Cost" (spec 3 §3 "prices (key your_cost)") when the store sends no `Prices` list: spec 4
 * gives the distributor's price only per warehouse (`Locations[].Price`), so Your Cost is the
 * lowest price of a warehouse that has the part, else the lowest price listed.
 */
function yourCost(locations: InventoryDetail['locations']): InventoryPrice[] {
  const priced = locations.filter((l): l is typeof l & { price: number } => l.price !== null && l.price > 0);
  const pool = priced.some((l) => l.inventory > 0) ? priced.filter((l) => l.inventory > 0) : priced;
  if (!pool.length) return [];
  const value = Math.min(...pool.map((l) => l.price));
  return [{ key: 'your_cost', name: 'Your Cost', text: '', value }];
}

function toDetail(item: Parsed<typeof InventoryItemShape>): InventoryDetail {
  const locations = item.Locations.map((l) => ({ warehouseCode: l.WarehouseCode, name: l.Name, inventory: l.Inventory, price: l.Price }));
  return {
    productId: item.ProductId,
    aaia: item.AAIABrandCode,
    mpn: item.PartNumber,
    name: item.Description,
    locations,
    // The total is the store's when given; otherwise the sum over the warehouses (B4).
    totalInventory: item.TotalInventory ?? locations.reduce((n, l) => n + l.inventory, 0),
    storeInventory: item.StoreInventory,
    prices: item.Prices ? item.Prices.map((p) => ({ key: p.Key, name: p.Name, text: p.Text, value: p.Value })) : yourCost(locations),
  };
}

/** Distributor inventory (spec 1 §3 "Inventory detail") for the given parts. */
export async function getInventoryDetails(products: Array<{ productId: Id; aaia: string; mpn: string }>): Promise<InventoryDetail[]> {
  const answer = await request('inventoryDetails', { form: { products: JSON.stringify(products) }, shape: InventoryDetailsShape });
  return answer.Items.map(toDetail);
}

export type DealerPopupText = Parsed<typeof DealerPopupTextShape>;

export const getDealerPopupText = (): Promise<DealerPopupText> => request('dealerPopupText', { shape: DealerPopupTextShape });
