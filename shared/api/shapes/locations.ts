import * as v from 'valibot';
import { amount, flag, id, listOf, need, optional, text, url } from '../shape';

/**
 * Dealer locations (spec 1 §3 "Dealer location / store", spec 3 §3 "Store", spec 4 "Locations")
 * and the dealer locator's calls (spec 1 §7).
 */

const str = optional(text, '');
/** A coordinate; a store without one is listed but not put on the map. */
const coordinate = optional(v.nullable(amount), null);

/** Store: the fields of spec 1 §3; `preferred` is a PHP flag (so `0` never renders). */
export const StoreShape = v.object({
  location_id: need(id, 'the store chosen'),
  location_name: need(text, 'the store\'s name'),
  name: str,
  lat: coordinate,
  lng: coordinate,
  /** HTML for a map marker's popup: rendered through SafeHtml. */
  info_window: str,
  address: str,
  telephone: str,
  formatted_telephone: str,
  /** May list several addresses separated by commas; the first is used. */
  email: str,
  formatted_website: str,
  map_link: optional(url, ''),
  /** Miles, when the call had user_lat and user_lng. */
  distance: optional(v.nullable(amount), null),
  formatted_distance: str,
  preferred: optional(flag, false),
});
export type Store = v.InferOutput<typeof StoreShape>;

/** `GET /api/location/getLocations` → `{"locations": [Store]}`. */
export const LocationsAnswerShape = v.object({ locations: need(listOf(StoreShape), 'the list itself: an answer without it is not an empty list') });

/** `GET /api/location/setGeolocationFromZipCode` → `{"geo": {"lat", "lng"}}`. */
export const GeoAnswerShape = v.object({ geo: need(v.object({ lat: need(amount, 'the ZIP code\'s place'), lng: need(amount, 'the ZIP code\'s place') }), 'the ZIP code\'s place') });
export type Geo = v.InferOutput<typeof GeoAnswerShape>['geo'];

/**
 * The dealer data source (spec 1 §7): `html and data (show_map, lat, lng, locations)`. `html` is
 * required (an answer without it, `"OK"`, is malformed and the locator says so); a source that
 * sends no `data.locations` has only its HTML list shown.
 */
export const DealerAnswerShape = v.object({
  html: need(v.string(), 'the dealer list as the source writes it'),
  data: optional(
    v.object({
      show_map: optional(flag),
      lat: optional(v.nullable(amount), null),
      lng: optional(v.nullable(amount), null),
      locations: optional(listOf(StoreShape)),
    }),
  ),
});

/** `GET module/dealer_locator/find_dealer?id=` → `{"location_name", "address"}`. */
export const FindDealerShape = v.object({ location_name: need(text, 'the dealer shown'), address: str });

/** `GET module/dealer_locator/reset_store`: "not shown" in the docs; any JSON object is accepted. */
export const ResetStoreShape = v.object({ success: optional(flag) });
