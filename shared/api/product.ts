import { request } from './client';
import { pageUrl } from './endpoints';
import { ApiError } from './errors';
import type { ContactLocation, Id, InventoryByProductAnswer, InventoryDetail } from './types';

/**
 * Product-page calls (spec 1 §7, shapes in spec 4 "Captcha and contact" and "Inventory"):
 * Contact Us locations, captcha, the contact e-mail, POS inventory and the dealer popup text.
 */

/** `email` may hold several comma-separated addresses; the first is used. */
export const firstEmail = (email: string | null | undefined): string => (email ?? '').split(/[,;]/)[0]?.trim() ?? '';

/** Contact Us locations, each `email` cut to its first address (spec 3 §3 "only the first is kept"). */
export async function getContactLocations(): Promise<ContactLocation[]> {
  const answer = await request<{ locations?: ContactLocation[] }>('contactLocations');
  return (answer.locations ?? []).map((l) => ({ ...l, email: firstEmail(l.email) }));
}

/** The captcha image URL; `nonce` busts the browser cache so "new image" really loads a new one. */
export const captchaImageUrl = (nonce?: number | string): string => pageUrl('captchaImage', nonce === undefined ? {} : { t: nonce });

/** Throws an `ApiError` of kind `store` with the server's text when the code is wrong. */
export async function validateCaptcha(captchaInput: string): Promise<void> {
  await request<{ success?: unknown }>('validateCaptcha', { form: { captchaInput } });
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
  const answer = await request<{ success?: string | boolean }>('productContactEmail', { form: { ...message } });
  return typeof answer.success === 'string' ? answer.success : '';
}

export type StockAtLocation = InventoryByProductAnswer['data'][number];

/** POS inventory by location. `success: false` is a failure like any other (spec 1 §8). */
export async function getInventoryByProduct(productId: Id): Promise<StockAtLocation[]> {
  const answer = await request<Partial<InventoryByProductAnswer>>('inventoryByProduct', { form: { productId } });
  if (!answer.success) throw new ApiError('store', 'There was an error!', 200, {}, answer);
  return (answer.data ?? []).map((row) => ({ ...row, stock: Number(row.stock) || 0 }));
}

interface RawInventoryItem {
  ProductId: string | number;
  PartNumber: string;
  Description: string;
  AAIABrandCode: string;
  Locations?: Array<{ WarehouseCode: string; Name: string; Inventory: number | string; Price: number | string }>;
  /** Not in the shapes page's example, read when the store sends them. */
  TotalInventory?: number | string;
  StoreInventory?: number | string | null;
  Prices?: Array<{ Key: string; Name: string; Text: string; Value: number | string }>;
}

function toDetail(item: RawInventoryItem): InventoryDetail {
  const locations = (item.Locations ?? []).map((l) => ({
    warehouseCode: String(l.WarehouseCode ?? ''),
    name: String(l.Name ?? ''),
    inventory: Number(l.Inventory) || 0,
    price: String(l.Price ?? ''),
  }));
  return {
    productId: String(item.ProductId),
    aaia: item.AAIABrandCode ?? '',
    mpn: item.PartNumber ?? '',
    name: item.Description ?? '',
    locations,
    // The total is the store's when given; otherwise the sum over the warehouses.
    totalInventory: item.TotalInventory !== undefined ? Number(item.TotalInventory) || 0 : locations.reduce((n, l) => n + l.inventory, 0),
    storeInventory: Number(item.StoreInventory) || 0,
    prices: (item.Prices ?? []).map((p) => ({ key: p.Key, name: p.Name, text: p.Text, value: String(p.Value) })),
  };
}

/** Distributor inventory (spec 1 §3 "Inventory detail") for the given parts. */
export async function getInventoryDetails(products: Array<{ productId: Id; aaia: string; mpn: string }>): Promise<InventoryDetail[]> {
  const answer = await request<{ Items?: RawInventoryItem[] }>('inventoryDetails', { form: { products: JSON.stringify(products) } });
  return (answer.Items ?? []).map(toDetail);
}

export interface DealerPopupText {
  dealer_locator_popup_text: string;
  dealer_locator_popup_heading_text: string;
}

export const getDealerPopupText = (): Promise<DealerPopupText> => request<DealerPopupText>('dealerPopupText');
