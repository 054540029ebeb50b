import * as v from 'valibot';
import { id, listOf, need, optional, text } from '../shape';

/**
 * The vehicle shapes every domain shares (spec 4 "Vehicle", spec 2 §3 "Customer vehicle",
 * spec 5 "POS cart"): customers' vehicles, the cart's vehicle and the appointment form's vehicles.
 */

/** `{"api_field": "MakeID", "api_value": "54", "label_field": "Make", "label_value": "Ford"}`. */
export const FacetShape = v.object({
  api_field: need(v.string(), 'the facet sent back to save or remove it'),
  api_value: optional(id, ''),
  label_field: optional(text, ''),
  label_value: optional(text, ''),
});
export type Facet = v.InferOutput<typeof FacetShape>;

/**
 * `ymm_data`: spec 2 §3 writes it as "(Year, MakeID, ModelID, each with api_field, api_value,
 * label_field, label_value)", which a store may send as a list of facets or as an object keyed by
 * facet. Both are read as the list, in cascade order.
 */
const CASCADE = ['Year', 'MakeID', 'ModelID', 'SubModelID', 'BodyTypeID', 'BedLengthID', 'EngineMfrID', 'EngineFamilyID', 'EngineSizeID'];
const rank = (field: string) => (CASCADE.includes(field) ? CASCADE.indexOf(field) : CASCADE.length);
export const YmmDataShape = v.pipe(
  v.union([v.array(FacetShape), v.record(v.string(), FacetShape)]),
  v.transform((data) => (Array.isArray(data) ? data : Object.values(data).sort((a, b) => rank(a.api_field) - rank(b.api_field)))),
);

/** A customer's vehicle (spec 2 §3): the Vehicle of spec 5's `[Vehicle]` lists. */
export const VehicleShape = v.object({
  vehicle_id: need(id, 'the vehicle chosen, edited or deleted'),
  customer_id: optional(id),
  /** Left out, the name is its ymm text or its facets' labels (`vehicleName`). */
  title: optional(text, ''),
  vin: optional(text, ''),
  notes: optional(text, ''),
  ymm_data: optional(YmmDataShape, []),
  ymm: optional(text, ''),
});
export type Vehicle = v.InferOutput<typeof VehicleShape>;

/** The cart's vehicle (spec 5 "POS cart"): `{"vehicle_id", "title", "facets": [Facet]}` or null. */
export const CartVehicleShape = v.object({
  vehicle_id: need(id, 'the vehicle set on the sale'),
  title: optional(text, ''),
  facets: optional(listOf(FacetShape), []),
});
export type CartVehicle = v.InferOutput<typeof CartVehicleShape>;

/** A vehicle's name for people: its title, else its ymm text, else its facets' labels in order. */
export function vehicleName(vehicle: { title?: string; ymm?: string; ymm_data?: Facet[]; facets?: Facet[] } | null | undefined): string {
  if (!vehicle) return '';
  const facets = vehicle.ymm_data ?? vehicle.facets ?? [];
  return vehicle.title?.trim() || vehicle.ymm?.trim() || facets.map((f) => f.label_value).filter(Boolean).join(' ');
}
