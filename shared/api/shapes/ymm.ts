import * as v from 'valibot';
import { flag, id, int, listOf, need, optional, text, url } from '../shape';
import { FacetShape } from './vehicle';

/**
 * The vehicle and fitment answers of spec 4 "Vehicle (year/make/model and engine)" and "Fitment".
 * `FacetShape` is the one of `./vehicle` (shared with customers' and the cart's vehicles).
 */

/** One level's entry: `{"id": "54", "name": "Ford"}` (ids and names may arrive as numbers). */
export const YmmOptionShape = v.object({ id: need(id, 'the choice sent for the next level'), name: need(text, 'the choice shown in the list') });
export type YmmOption = v.InferOutput<typeof YmmOptionShape>;

/** years, makes, models, engine_mfrs, engine_family_sizes, engine_sizes: `[{"id", "name"}, ...]`. */
export const YmmListShape = v.array(YmmOptionShape);

/** A choices level: absent, `null` or a list. */
const level = optional(v.nullable(YmmListShape));

/**
 * `GET /ymm/json/choices`: `{"SubModelID": [...], "BodyTypeID": [...], "BedLengthID": [...]}`; a key
 * is absent or `[]` when the level has no choice. PHP writes an empty choice object as `[]`.
 */
export const ChoicesShape = v.union([
  v.pipe(
    v.array(v.never()),
    v.transform(() => ({}) as { SubModelID?: YmmOption[] | null; BodyTypeID?: YmmOption[] | null; BedLengthID?: YmmOption[] | null }),
  ),
  v.object({ SubModelID: level, BodyTypeID: level, BedLengthID: level }),
]);

/** `GET /ymm/json/getVehicle`: `{"facets": [Facet], "hasEngine": false, "hasYmm": true}`. */
export const VehicleAnswerShape = v.object({
  /** No vehicle chosen: `[]` (PHP may also send `null` or leave it out). */
  facets: optional(listOf(FacetShape), []),
  hasEngine: optional(flag, false),
  hasYmm: optional(flag, false),
});

/** `GET /ymm/json/saveVehicle`: the vehicle plus `action` (`save`/`reset`) and `redirect`. */
export const SaveVehicleShape = v.object({
  action: optional(v.picklist(['save', 'reset']), 'save'),
  facets: optional(listOf(FacetShape), []),
  hasEngine: optional(flag, false),
  hasYmm: optional(flag, false),
  redirect: optional(url, ''),
});

/** `GET /ymm/json/remove_facet`: `{"success": true}`. */
export const RemoveFacetShape = v.object({ success: optional(flag, true) });

/** `GET /ymm/json/toggle_universal`: `{"success": true, "showUniversal": true}`. */
export const ToggleUniversalShape = v.object({ success: optional(flag, true), showUniversal: need(flag, 'the switch shows the store\'s new state') });

export const FITMENT_RESULTS = ['yes', 'universal', 'no', 'maybe', 'unknown'] as const;

/** One part of validateFitment's `parts`. An unknown `result` is read as `maybe` (spec 4: the default). */
export const FitmentPartShape = v.object({
  aaia: need(text, 'matches the answer to its part'),
  mpn: need(text, 'matches the answer to its part'),
  result: optional(
    v.pipe(
      text,
      v.transform((r) => ((FITMENT_RESULTS as readonly string[]).includes(r) ? (r as (typeof FITMENT_RESULTS)[number]) : 'maybe')),
    ),
    'maybe',
  ),
  label: optional(text, ''),
  name: optional(text, ''),
  notes: optional(text, ''),
  choices: optional(ChoicesShape, {}),
});

/** `GET /ymm/json/validateFitment`: `{"parts": [Part]}`. */
export const ValidateFitmentShape = v.object({ parts: need(listOf(FitmentPartShape), 'the badges\' answers') });

/** `POST /ymm/json/getCatalogDetails`: three counts with their URLs. */
export const CatalogDetailsShape = v.object({
  seriesCount: optional(int, 0),
  seriesUrl: optional(url, ''),
  categoryCount: optional(int, 0),
  categoryUrl: optional(url, ''),
  manufacturerCount: optional(int, 0),
  manufacturerUrl: optional(url, ''),
});
export type CatalogDetails = v.InferOutput<typeof CatalogDetailsShape>;

