import { request } from './client';
import { ApiError } from './errors';
import type { Facet } from './types';

/**
 * The vehicle (year/make/model and engine) and fitment calls, spec 1 §7 with the answers of
 * spec 4 "Vehicle" and "Fitment".
 *
 * The selector's lists (years, makes, models, choices, engines) never change while a page is
 * open, so each is fetched once per page: reopening the selector or going back up the cascade
 * reuses the answer. A failed load is forgotten, so a retry asks again.
 */
export type { Facet };

export interface YmmOption {
  id: string;
  name: string;
}

/** The optional levels after Model, in cascade order. */
export const CHOICE_LEVELS = ['SubModelID', 'BodyTypeID', 'BedLengthID'] as const;
export type ChoiceLevel = (typeof CHOICE_LEVELS)[number];
/** `{"SubModelID": [...], ...}`: a key is absent or `[]` when that level has no choice to make. */
export type Choices = Partial<Record<ChoiceLevel, YmmOption[]>>;

/** Every facet field, in the cascade order saveVehicle expects. */
export const FACET_ORDER = ['Year', 'MakeID', 'ModelID', ...CHOICE_LEVELS, 'EngineMfrID', 'EngineFamilyID', 'EngineSizeID'] as const;
export type FacetField = (typeof FACET_ORDER)[number];

export interface VehicleAnswer {
  facets: Facet[];
  hasEngine: boolean;
  hasYmm: boolean;
}

export interface SaveVehicleAnswer extends VehicleAnswer {
  action: 'save' | 'reset';
  redirect: string;
}

export type FitmentResult = 'yes' | 'universal' | 'no' | 'maybe' | 'unknown';

export interface FitmentPart {
  aaia: string;
  mpn: string;
  result: FitmentResult;
  label: string;
  name: string;
  notes: string;
  choices: Choices;
}

export interface PartRef {
  aaia: string;
  mpn: string;
}

export interface CatalogDetails {
  seriesCount: number;
  seriesUrl: string;
  categoryCount: number;
  categoryUrl: string;
  manufacturerCount: number;
  manufacturerUrl: string;
}

// ---- list calls --------------------------------------------------------------------------------

const keyOf = (name: string, query: Record<string, string | undefined> = {}) =>
  `${name}?${Object.entries(query)
    .filter(([, v]) => v !== undefined && v !== '')
    .map(([k, v]) => `${k}=${v}`)
    .join('&')}`;

/**
 * A list call described as data: `key` names the answer, so the page's query cache
 * (`shared/data`) keeps each list once per page and shows a loaded one at once.
 */
export interface ListCall<T> {
  key: string;
  load: (signal?: AbortSignal) => Promise<T>;
}

function listCall<T>(name: Parameters<typeof request>[0], query: Record<string, string | undefined> = {}, check: (answer: unknown) => T): ListCall<T> {
  const key = keyOf(name, query);
  return { key, load: async (signal) => check(await request<unknown>(name, { query: clean(query), signal })) };
}

const wrongShape = () => new ApiError('malformed', 'The store sent a list that could not be read.');
const isScalar = (v: unknown) => (typeof v === 'string' && v !== '') || (typeof v === 'number' && Number.isFinite(v));

/**
 * A level's list as spec 4 gives it, `[{"id": "2024", "name": "2024"}, ...]` (ids and names as
 * strings). Any other shape (an object, strings, items without id or name) is a `malformed`
 * failure, so the selector shows its error and Retry instead of an empty or broken list.
 */
export function asOptions(answer: unknown): YmmOption[] {
  if (!Array.isArray(answer)) throw wrongShape();
  return answer.map((item: unknown) => {
    const o = item as Partial<Record<'id' | 'name', unknown>> | null;
    if (!o || typeof o !== 'object' || !isScalar(o.id) || !isScalar(o.name)) throw wrongShape();
    return { id: String(o.id), name: String(o.name) };
  });
}

/** The choices answer: an object of levels, each absent, `[]` or a list as `asOptions` reads it. */
export function asChoices(answer: unknown): Choices {
  // PHP encodes an empty associative array as `[]`.
  if (Array.isArray(answer) && answer.length === 0) return {};
  if (!answer || typeof answer !== 'object' || Array.isArray(answer)) throw wrongShape();
  const out: Choices = {};
  for (const level of CHOICE_LEVELS) {
    const list = (answer as Record<string, unknown>)[level];
    if (list !== undefined && list !== null) out[level] = asOptions(list);
  }
  return out;
}

const clean = (query: Record<string, string | undefined>) =>
  Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined && v !== '')) as Record<string, string>;

export const ymmLists = {
  years: () => listCall('ymmYears', {}, asOptions),
  makes: (Year: string) => listCall('ymmMakes', { Year }, asOptions),
  models: (Year: string, MakeID: string) => listCall('ymmModels', { Year, MakeID }, asOptions),
  choices: (q: { Year: string; MakeID: string; ModelID: string; SubModelID?: string; BodyTypeID?: string; BedLengthID?: string }) =>
    listCall('ymmChoices', q, asChoices),
  engineMfrs: () => listCall('ymmEngineMfrs', {}, asOptions),
  engineFamilies: (EngineMfrID: string) => listCall('ymmEngineFamilies', { EngineMfrID }, asOptions),
  engineSizes: (EngineMfrID: string, EngineFamilyID: string) => listCall('ymmEngineSizes', { EngineMfrID, EngineFamilyID }, asOptions),
};

export const years = () => ymmLists.years().load();
export const makes = (Year: string) => ymmLists.makes(Year).load();
export const models = (Year: string, MakeID: string) => ymmLists.models(Year, MakeID).load();
export const choices = (q: Parameters<typeof ymmLists.choices>[0]) => ymmLists.choices(q).load();
export const engineMfrs = () => ymmLists.engineMfrs().load();
export const engineFamilies = (EngineMfrID: string) => ymmLists.engineFamilies(EngineMfrID).load();
export const engineSizes = (EngineMfrID: string, EngineFamilyID: string) => ymmLists.engineSizes(EngineMfrID, EngineFamilyID).load();

// ---- the vehicle ------------------------------------------------------------------------------

export const getVehicle = () => request<VehicleAnswer>('ymmGetVehicle');

/** `add2=MakeID||54||Make||Ford` (spec 4): one facet, its four parts joined by double bars. */
export const encodeFacet = (f: Facet): string => [f.api_field, f.api_value, f.label_field, f.label_value].join('||');

const rank = (field: string) => {
  const i = (FACET_ORDER as readonly string[]).indexOf(field);
  return i < 0 ? FACET_ORDER.length : i;
};

/** Facets sorted into cascade order (unknown fields last, in their given order). */
export const inCascadeOrder = (facets: Facet[]): Facet[] =>
  facets.map((f, i) => [f, i] as const).sort((a, b) => rank(a[0].api_field) - rank(b[0].api_field) || a[1] - b[1]).map(([f]) => f);

/** Saves the vehicle as `add1..addN` in cascade order; with no facets the store resets it. */
export function saveVehicle(facets: Facet[] = []): Promise<SaveVehicleAnswer> {
  const query = Object.fromEntries(inCascadeOrder(facets).map((f, i) => [`add${i + 1}`, encodeFacet(f)]));
  return request<SaveVehicleAnswer>('ymmSaveVehicle', { query });
}

export const removeFacet = (field: string) => request<{ success: boolean }>('ymmRemoveFacet', { query: { remove: field } });

export const toggleUniversal = () => request<{ success: boolean; showUniversal: boolean }>('ymmToggleUniversal');

// ---- fitment ----------------------------------------------------------------------------------

/**
 * One request for many parts: `Parts=BKDK~ABC123,MOOG~K80012`. With `add`, the store first saves
 * that one facet (a choice the shopper just picked, `add=SubModelID||3||Sub Model||XLT`) and
 * answers for the refined vehicle (spec 1 §7 "Validate fitment": Parts, add).
 */
export async function validateFitment(parts: PartRef[], { add }: { add?: Facet } = {}): Promise<FitmentPart[]> {
  const Parts = parts.map((p) => `${p.aaia}~${p.mpn}`).join(',');
  const query: Record<string, string> = add ? { Parts, add: encodeFacet(add) } : { Parts };
  const answer = await request<{ parts?: FitmentPart[] }>('ymmValidateFitment', { query });
  return Array.isArray(answer?.parts) ? answer.parts : [];
}

export interface CatalogDetailsQuery {
  product_id?: string | number;
  aaia?: string;
  mpn?: string;
  category_id?: string | number;
  manufacturer_id?: string | number;
  series_id?: string | number;
}

/** POST getCatalogDetails with product_id, aaia, mpn, category_id, manufacturer_id, series_id (empty when unknown). */
export const getCatalogDetails = (q: CatalogDetailsQuery) =>
  request<CatalogDetails>('ymmCatalogDetails', {
    method: 'POST',
    form: {
      product_id: q.product_id ?? '',
      aaia: q.aaia ?? '',
      mpn: q.mpn ?? '',
      category_id: q.category_id ?? '',
      manufacturer_id: q.manufacturer_id ?? '',
      series_id: q.series_id ?? '',
    },
  });
