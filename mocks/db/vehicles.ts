/**
 * The mock store's vehicle catalogue (1995–2026): makes, models with their year ranges,
 * sub-models, body types, bed lengths (trucks), and engines (manufacturer → family → size).
 * Static, deterministic data; the current vehicle lives in `db.ymm` (see `createYmmState`).
 */
import type { Facet } from '../../shared/vehicle/state';

export interface Named {
  id: string;
  name: string;
}

export type ModelKind = 'truck' | 'suv' | 'car' | 'van';

export interface ModelDef extends Named {
  makeId: string;
  /** Inclusive year ranges the model was sold in. */
  years: Array<[number, number]>;
  kind: ModelKind;
  subModels: Named[];
  bodyTypes: Named[];
}

export const FIRST_YEAR = 1995;
export const LAST_YEAR = 2026;

export const MAKES: Named[] = [
  { id: '47', name: 'Chevrolet' },
  { id: '40', name: 'Dodge' },
  { id: '54', name: 'Ford' },
  { id: '48', name: 'GMC' },
  { id: '52', name: 'Honda' },
  { id: '58', name: 'Jeep' },
  { id: '67', name: 'Nissan' },
  { id: '1134', name: 'Ram' },
  { id: '75', name: 'Subaru' },
  { id: '76', name: 'Toyota' },
];

// Body types and bed lengths are shared vocabularies (ids as in the store's catalogue).
export const BODY_TYPES = {
  regularCab: { id: '61', name: '2-Door Standard Cab Pickup' },
  extendedCab: { id: '62', name: '4-Door Extended Cab Pickup' },
  crewCab: { id: '63', name: '4-Door Crew Cab Pickup' },
  sedan: { id: '11', name: '4-Door Sedan' },
  coupe: { id: '12', name: '2-Door Coupe' },
  convertible: { id: '13', name: '2-Door Convertible' },
  hatchback: { id: '14', name: '4-Door Hatchback' },
  suv4: { id: '21', name: '4-Door Sport Utility' },
  suv2: { id: '22', name: '2-Door Sport Utility' },
  van: { id: '31', name: 'Cargo Van' },
  minivan: { id: '32', name: 'Mini Passenger Van' },
} satisfies Record<string, Named>;

export const BED_LENGTHS = {
  short: { id: '5', name: "5'5\" Bed" },
  standard: { id: '6', name: "6'5\" Bed" },
  long: { id: '8', name: "8' Bed" },
} satisfies Record<string, Named>;

/** Which bed lengths each pickup body type comes with (crew cabs have no 8' bed here). */
export const BEDS_BY_BODY: Record<string, Named[]> = {
  [BODY_TYPES.regularCab.id]: [BED_LENGTHS.standard, BED_LENGTHS.long],
  [BODY_TYPES.extendedCab.id]: [BED_LENGTHS.standard, BED_LENGTHS.long],
  [BODY_TYPES.crewCab.id]: [BED_LENGTHS.short, BED_LENGTHS.standard],
};

const B = BODY_TYPES;
const BODIES: Record<ModelKind, Named[]> = {
  truck: [B.regularCab, B.extendedCab, B.crewCab],
  suv: [B.suv4],
  car: [B.sedan],
  van: [B.van],
};

let subModelSeq = 100;
type ModelSeed = [id: string, name: string, years: Array<[number, number]>, kind: ModelKind, subModels: string[], bodies?: Named[]];

function models(makeId: string, seeds: ModelSeed[]): ModelDef[] {
  return seeds.map(([id, name, years, kind, subs, bodies]) => ({
    id,
    name,
    makeId,
    years,
    kind,
    subModels: subs.map((s) => ({ id: String(subModelSeq++), name: s })),
    bodyTypes: bodies ?? BODIES[kind],
  }));
}

export const MODELS: ModelDef[] = [
  ...models('47', [
    ['6001', 'Silverado 1500', [[1999, 2026]], 'truck', ['WT', 'LT', 'LTZ', 'High Country']],
    ['6002', 'Tahoe', [[1995, 2026]], 'suv', ['LS', 'LT', 'Premier'], [B.suv4, B.suv2]],
    ['6003', 'Equinox', [[2005, 2026]], 'suv', ['LS', 'LT']],
    ['6004', 'Malibu', [[1997, 2025]], 'car', ['LS', 'LT', 'Premier']],
    ['6005', 'Camaro', [[1995, 2002], [2010, 2024]], 'car', ['LS', 'SS', 'ZL1'], [B.coupe, B.convertible]],
    ['6006', 'Colorado', [[2004, 2026]], 'truck', ['WT', 'LT', 'Z71']],
    ['6007', 'S10', [[1995, 2004]], 'truck', ['Base', 'LS']],
  ]),
  ...models('54', [
    ['6789', 'F-150', [[1995, 2026]], 'truck', ['XL', 'XLT', 'Lariat', 'King Ranch', 'Platinum', 'Raptor']],
    ['6790', 'Explorer', [[1995, 2026]], 'suv', ['XLT', 'Limited', 'Platinum']],
    ['6791', 'Mustang', [[1995, 2026]], 'car', ['Base', 'GT', 'Mach 1'], [B.coupe, B.convertible]],
    ['6792', 'Escape', [[2001, 2026]], 'suv', ['S', 'SE', 'Titanium']],
    ['6793', 'Ranger', [[1995, 2011], [2019, 2026]], 'truck', ['XL', 'XLT', 'Lariat']],
    ['6794', 'Focus', [[2000, 2018]], 'car', ['S', 'SE', 'Titanium'], [B.sedan, B.hatchback]],
    ['6795', 'Transit-250', [[2015, 2026]], 'van', []],
  ]),
  ...models('48', [
    ['6101', 'Sierra 1500', [[1999, 2026]], 'truck', ['SLE', 'SLT', 'Denali', 'AT4']],
    ['6102', 'Yukon', [[1995, 2026]], 'suv', ['SLE', 'SLT', 'Denali']],
    ['6103', 'Acadia', [[2007, 2026]], 'suv', ['SLE', 'SLT']],
    ['6104', 'Canyon', [[2004, 2026]], 'truck', ['SLE', 'AT4']],
  ]),
  ...models('58', [
    ['6201', 'Wrangler', [[1997, 2026]], 'suv', ['Sport', 'Sahara', 'Rubicon'], [B.suv2, B.suv4]],
    ['6202', 'Grand Cherokee', [[1995, 2026]], 'suv', ['Laredo', 'Limited', 'Overland']],
    ['6203', 'Cherokee', [[1995, 2001], [2014, 2023]], 'suv', ['Sport', 'Latitude', 'Trailhawk']],
    ['6204', 'Gladiator', [[2020, 2026]], 'truck', ['Sport', 'Overland', 'Rubicon'], [B.crewCab]],
  ]),
  ...models('1134', [
    ['6301', '1500', [[2011, 2026]], 'truck', ['Tradesman', 'Big Horn', 'Laramie', 'Limited']],
    ['6302', '2500', [[2011, 2026]], 'truck', ['Tradesman', 'Laramie', 'Power Wagon']],
    ['6303', 'ProMaster 2500', [[2014, 2026]], 'van', []],
  ]),
  ...models('40', [
    ['6401', 'Ram 1500', [[1995, 2010]], 'truck', ['ST', 'SLT', 'Laramie']],
    ['6402', 'Charger', [[2006, 2023]], 'car', ['SE', 'R/T', 'Scat Pack']],
    ['6403', 'Durango', [[1998, 2026]], 'suv', ['SXT', 'GT', 'Citadel']],
    ['6404', 'Grand Caravan', [[1996, 2020]], 'van', ['SE', 'SXT'], [B.minivan]],
  ]),
  ...models('76', [
    ['6501', 'Tacoma', [[1995, 2026]], 'truck', ['SR', 'SR5', 'TRD Off-Road', 'Limited']],
    ['6502', 'Tundra', [[2000, 2026]], 'truck', ['SR', 'SR5', 'Limited', 'Platinum']],
    ['6503', 'Camry', [[1995, 2026]], 'car', ['LE', 'SE', 'XLE']],
    ['6504', 'Corolla', [[1995, 2026]], 'car', ['L', 'LE', 'S'], [B.sedan, B.hatchback]],
    ['6505', 'RAV4', [[1996, 2026]], 'suv', ['LE', 'XLE', 'Limited']],
    ['6506', '4Runner', [[1995, 2026]], 'suv', ['SR5', 'TRD Pro', 'Limited']],
  ]),
  ...models('52', [
    ['6601', 'Civic', [[1995, 2026]], 'car', ['LX', 'EX', 'Si'], [B.sedan, B.coupe]],
    ['6602', 'Accord', [[1995, 2026]], 'car', ['LX', 'EX', 'Touring']],
    ['6603', 'CR-V', [[1997, 2026]], 'suv', ['LX', 'EX', 'Touring']],
    ['6604', 'Pilot', [[2003, 2026]], 'suv', ['LX', 'EX-L', 'Elite']],
    ['6605', 'Ridgeline', [[2006, 2014], [2017, 2026]], 'truck', ['RT', 'RTL'], [B.crewCab]],
  ]),
  ...models('67', [
    ['6701', 'Altima', [[1995, 2026]], 'car', ['S', 'SV', 'SL']],
    ['6702', 'Frontier', [[1998, 2026]], 'truck', ['S', 'SV', 'PRO-4X']],
    ['6703', 'Titan', [[2004, 2024]], 'truck', ['S', 'SV', 'Platinum Reserve']],
    ['6704', 'Rogue', [[2008, 2026]], 'suv', ['S', 'SV', 'SL']],
  ]),
  ...models('75', [
    ['6801', 'Outback', [[1995, 2026]], 'suv', ['Base', 'Premium', 'Limited']],
    ['6802', 'Forester', [[1998, 2026]], 'suv', ['Base', 'Premium', 'Sport']],
    ['6803', 'Impreza', [[1995, 2026]], 'car', ['Base', 'Premium'], [B.sedan, B.hatchback]],
    ['6804', 'WRX', [[2015, 2026]], 'car', ['Base', 'Premium', 'STI']],
  ]),
];

export const soldIn = (m: ModelDef, year: number) => m.years.some(([from, to]) => year >= from && year <= to);

export const modelById = (id: string) => MODELS.find((m) => m.id === id);
export const makeById = (id: string) => MAKES.find((m) => m.id === id);

/** The choice lists of one vehicle (spec 4 "choices"): bed lengths narrow by body type. */
export function choiceLists(model: ModelDef, picked: { BodyTypeID?: string }): { SubModelID: Named[]; BodyTypeID: Named[]; BedLengthID: Named[] } {
  const beds =
    model.kind !== 'truck'
      ? []
      : picked.BodyTypeID
        ? (BEDS_BY_BODY[picked.BodyTypeID] ?? [])
        : [...new Map(model.bodyTypes.flatMap((b) => BEDS_BY_BODY[b.id] ?? []).map((b) => [b.id, b])).values()];
  return { SubModelID: model.subModels, BodyTypeID: model.bodyTypes, BedLengthID: beds };
}

// ---- engines ----------------------------------------------------------------------------------

export interface EngineFamily extends Named {
  mfrId: string;
  sizes: Named[];
}

export const ENGINE_MFRS: Named[] = [
  { id: '7', name: 'Ford' },
  { id: '8', name: 'General Motors' },
  { id: '9', name: 'Chrysler' },
  { id: '10', name: 'Toyota' },
  { id: '11', name: 'Honda' },
  { id: '12', name: 'Cummins' },
];

export const ENGINE_FAMILIES: EngineFamily[] = [
  { id: '31', mfrId: '7', name: 'Coyote', sizes: [{ id: '502', name: '5.0L V8' }] },
  { id: '32', mfrId: '7', name: 'EcoBoost', sizes: [{ id: '503', name: '2.7L V6 Turbo' }, { id: '504', name: '3.5L V6 Turbo' }] },
  { id: '33', mfrId: '7', name: 'Modular', sizes: [{ id: '505', name: '4.6L V8' }, { id: '506', name: '5.4L V8' }] },
  { id: '34', mfrId: '7', name: 'Power Stroke', sizes: [{ id: '507', name: '6.7L V8 Diesel' }] },
  { id: '41', mfrId: '8', name: 'LS', sizes: [{ id: '511', name: '5.3L V8' }, { id: '512', name: '6.0L V8' }] },
  { id: '42', mfrId: '8', name: 'Vortec', sizes: [{ id: '513', name: '4.3L V6' }, { id: '514', name: '5.7L V8' }] },
  { id: '43', mfrId: '8', name: 'Duramax', sizes: [{ id: '515', name: '6.6L V8 Diesel' }] },
  { id: '51', mfrId: '9', name: 'HEMI', sizes: [{ id: '521', name: '5.7L V8' }, { id: '522', name: '6.4L V8' }] },
  { id: '52', mfrId: '9', name: 'Pentastar', sizes: [{ id: '523', name: '3.6L V6' }] },
  { id: '61', mfrId: '10', name: 'GR', sizes: [{ id: '531', name: '3.5L V6' }, { id: '532', name: '4.0L V6' }] },
  { id: '62', mfrId: '10', name: 'UR', sizes: [{ id: '533', name: '5.7L V8' }] },
  { id: '71', mfrId: '11', name: 'J-Series', sizes: [{ id: '541', name: '3.5L V6' }] },
  { id: '72', mfrId: '11', name: 'K-Series', sizes: [{ id: '542', name: '2.0L I4' }, { id: '543', name: '2.4L I4' }] },
  { id: '81', mfrId: '12', name: 'ISB', sizes: [{ id: '551', name: '5.9L I6 Diesel' }, { id: '552', name: '6.7L I6 Diesel' }] },
];

// ---- the shopper's current vehicle ------------------------------------------------------------

export interface YmmState {
  facets: Facet[];
  showUniversal: boolean;
  /** What saveVehicle answers as `redirect` (the store's vehicle landing page, when it has one). */
  redirect: string;
}

export function createYmmState(): YmmState {
  return { facets: [], showUniversal: true, redirect: '' };
}

const has = (facets: Facet[], field: string) => facets.some((f) => f.api_field === field && f.api_value !== '');
export const hasYmm = (facets: Facet[]) => has(facets, 'Year') && has(facets, 'MakeID') && has(facets, 'ModelID');
export const hasEngine = (facets: Facet[]) => has(facets, 'EngineMfrID');
export const facetValue = (facets: Facet[], field: string) => facets.find((f) => f.api_field === field)?.api_value;
