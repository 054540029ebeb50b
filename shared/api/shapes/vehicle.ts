import * as v from 'valibot';
import { id, optional, text } from '../shape';

/**
 * The vehicle shapes every domain shares (spec 4 "Vehicle", spec 2 §3 "Customer vehicle",
 * spec 5 "POS cart"): customers' vehicles, the cart's vehicle and the appointment form's vehicles.
 */

/** `{"api_field": "MakeID", "api_value": "54", "label_field": "Make", "label_value": "Ford"}`. */
export const FacetShape = v.object({
  api_field: v.string(),
  api_value: id,
  label_field: text,
  label_value: text,
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
  vehicle_id: id,
  customer_id: optional(id),
  title: text,
  vin: optional(text, ''),
  notes: optional(text, ''),
  ymm_data: optional(YmmDataShape, []),
  ymm: optional(text, ''),
});
export type Vehicle = v.InferOutput<typeof VehicleShape>;

/** The cart's vehicle (spec 5 "POS cart"): `{"vehicle_id", "title", "facets": [Facet]}` or null. */
export const CartVehicleShape = v.object({
  vehicle_id: id,
  title: text,
  facets: v.array(FacetShape),
});
export type CartVehicle = v.InferOutput<typeof CartVehicleShape>;

/** A vehicle's name for people: its title, else its ymm text, else its facets' labels in order. */
export function vehicleName(vehicle: { title?: string; ymm?: string; ymm_data?: Facet[]; facets?: Facet[] } | null | undefined): string {
  if (!vehicle) return '';
  const facets = vehicle.ymm_data ?? vehicle.facets ?? [];
  return vehicle.title?.trim() || vehicle.ymm?.trim() || facets.map((f) => f.label_value).filter(Boolean).join(' ');
}
