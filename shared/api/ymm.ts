import { request } from './client';
import './endpoints/ymm';
import type { Parsed, Shape } from './shape';
import type { Facet } from './shapes/vehicle';
import {
  CatalogDetailsShape,
  ChoicesShape,
  FITMENT_RESULTS,
  RemoveFacetShape,
  SaveVehicleShape,
  ToggleUniversalShape,
  ValidateFitmentShape,
  VehicleAnswerShape,
  YmmListShape,
  type CatalogDetails,
  type FitmentPartShape,
  type YmmOption,
} from './shapes/ymm';

/**
 * The vehicle (year/make/model and engine) and fitment calls, spec 1 §7 with the answers of
 * spec 4 "Vehicle" and "Fitment".
 *
 * The selector's lists (years, makes, models, choices, engines) never change while a page is
 * open, so each is fetched once per page: reopening the selector or going back up the cascade
 * reuses the answer. A failed load is forgotten, so a retry asks again.
 */
export type { Facet, YmmOption, CatalogDetails };

/** The optional levels after Model, in cascade order. */
export const CHOICE_LEVELS = ['SubModelID', 'BodyTypeID', 'BedLengthID'] as const;
export type ChoiceLevel = (typeof CHOICE_LEVELS)[number];
/** `{"SubModelID": [...], ...}`: a key is absent or `[]` when that level has no choice to make. */
export type Choices = Partial<Record<ChoiceLevel, YmmOption[]>>;

/** Every facet field, in the cascade order saveVehicle expects. */
export const FACET_ORDER = ['Year', 'MakeID', 'ModelID', ...CHOICE_LEVELS, 'EngineMfrID', 'EngineFamilyID', 'EngineSizeID'] as const;
export type FacetField = (typeof FACET_ORDER)[number];

export type VehicleAnswer = Parsed<typeof VehicleAnswerShape>;
export type SaveVehicleAnswer = Parsed<typeof SaveVehicleShape>;
export type FitmentResult = (typeof FITMENT_RESULTS)[number];
export type FitmentPart = Omit<Parsed<typeof FitmentPartShape>, 'choices'> & { choices: Choices };

export interface PartRef {
  aaia: string;
  mpn: string;
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

/** The query keys of this module's reads: a cascade level's list (by its call's key), a product's catalog details. */
export const ymmKeys = {
  list: (callKey: string) => ['ymm', callKey] as const,
  catalogDetails: (query: CatalogDetailsQuery) => ['catalog-details', query] as const,
};

function listCall<S extends Shape, T>(name: Parameters<typeof request>[0], query: Record<string, string | undefined>, shape: S, read: (answer: Parsed<S>) => T): ListCall<T> {
  const key = keyOf(name, query);
  return { key, load: async (signal) => read(await request(name, { query: clean(query), signal, shape })) };
}

const asList = (list: YmmOption[]) => list;

/** The choices answer without its empty levels (`null`, absent). */
export function asChoices(answer: Parsed<typeof ChoicesShape>): Choices {
  const out: Choices = {};
  for (const level of CHOICE_LEVELS) {
    const list = (answer as Partial<Record<ChoiceLevel, YmmOption[] | null>>)[level];
    if (list) out[level] = list;
  }
  return out;
}

const clean = (query: Record<string, string | undefined>) =>
  Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined && v !== '')) as Record<string, string>;

export const ymmLists = {
  years: () => listCall('ymmYears', {}, YmmListShape, asList),
  makes: (Year: string) => listCall('ymmMakes', { Year }, YmmListShape, asList),
  models: (Year: string, MakeID: string) => listCall('ymmModels', { Year, MakeID }, YmmListShape, asList),
  choices: (q: { Year: string; MakeID: string; ModelID: string; SubModelID?: string; BodyTypeID?: string; BedLengthID?: string }) =>
    listCall('ymmChoices', q, ChoicesShape, asChoices),
  engineMfrs: () => listCall('ymmEngineMfrs', {}, YmmListShape, asList),
  engineFamilies: (EngineMfrID: string) => listCall('ymmEngineFamilies', { EngineMfrID }, YmmListShape, asList),
  engineSizes: (EngineMfrID: string, EngineFamilyID: string) => listCall('ymmEngineSizes', { EngineMfrID, EngineFamilyID }, YmmListShape, asList),
};

export const years = () => ymmLists.years().load();
export const makes = (Year: string) => ymmLists.makes(Year).load();
export const models = (Year: string, MakeID: string) => ymmLists.models(Year, MakeID).load();
export const choices = (q: Parameters<typeof ymmLists.choices>[0]) => ymmLists.choices(q).load();
export const engineMfrs = () => ymmLists.engineMfrs().load();
export const engineFamilies = (EngineMfrID: string) => ymmLists.engineFamilies(EngineMfrID).load();
export const engineSizes = (EngineMfrID: string, EngineFamilyID: string) => ymmLists.engineSizes(EngineMfrID, EngineFamilyID).load();

// ---- the vehicle ------------------------------------------------------------------------------

export const getVehicle = (): Promise<VehicleAnswer> => request('ymmGetVehicle', { shape: VehicleAnswerShape });

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
  return request('ymmSaveVehicle', { query, shape: SaveVehicleShape });
}

export const removeFacet = (field: string) => request('ymmRemoveFacet', { query: { remove: field }, shape: RemoveFacetShape });

export const toggleUniversal = () => request('ymmToggleUniversal', { shape: ToggleUniversalShape });

// ---- fitment ----------------------------------------------------------------------------------

/**
 * One request for many parts: `Parts=BKDK~ABC123,MOOG~K80012`. With `add`, the store first saves
 * that one facet (a choice the shopper just picked, `add=SubModelID||3||Sub Model||XLT`) and
 * answers for the refined vehicle (spec 1 §7 "Validate fitment": Parts, add).
 */
export async function validateFitment(parts: PartRef[], { add }: { add?: Facet } = {}): Promise<FitmentPart[]> {
  const Parts = parts.map((p) => `${p.aaia}~${p.mpn}`).join(',');
  const query: Record<string, string> = add ? { Parts, add: encodeFacet(add) } : { Parts };
  // With `add` the store saves the facet before answering: a lost answer is not sent again.
  const answer = await request('ymmValidateFitment', { query, shape: ValidateFitmentShape, changesData: !!add });
  return answer.parts.map((part) => ({ ...part, choices: asChoices(part.choices) }));
}

export interface CatalogDetailsQuery {
  product_id?: string | number;
  aaia?: string;
  mpn?: string;
  category_id?: string | number;
  manufacturer_id?: string | number;
  series_id?: string | number;
}

/**
 * POST getCatalogDetails with product_id, aaia, mpn, category_id, manufacturer_id, series_id. An id
 * the page does not know is sent empty: the store then counts by product_id/aaia/mpn alone
 * (see `docs/endpoints.md`, A29).
 */
export const getCatalogDetails = (q: CatalogDetailsQuery): Promise<CatalogDetails> =>
  request('ymmCatalogDetails', {
    shape: CatalogDetailsShape,
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
