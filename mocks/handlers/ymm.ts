/**
 * The store's vehicle and fitment routes (spec 1 §7, spec 4 "Vehicle" and "Fitment"), answering
 * from `db.ymm` (the current vehicle) and the catalogue in mocks/db/vehicles.ts. Like the PHP
 * store, a missing or bad parameter answers `{"error": …}` with HTTP 200.
 */
import {
  CatalogDetailsShape,
  ChoicesShape,
  RemoveFacetShape,
  SaveVehicleShape,
  ToggleUniversalShape,
  ValidateFitmentShape,
  VehicleAnswerShape,
  YmmListShape,
} from '../../shared/api/shapes/ymm';
import { json, refuse, type Route } from '../router';
import { db } from '../db';
import {
  ENGINE_FAMILIES,
  ENGINE_MFRS,
  FIRST_YEAR,
  LAST_YEAR,
  MAKES,
  MODELS,
  choiceLists,
  hasEngine,
  hasYmm,
  makeById,
  modelById,
  soldIn,
  type Named,
} from '../db/vehicles';
import { hash, validateParts } from '../db/fitment-rules';
import { productByPart } from '../db/catalog';
import type { Facet } from '../../shared/vehicle/state';

const ORDER = ['Year', 'MakeID', 'ModelID', 'SubModelID', 'BodyTypeID', 'BedLengthID', 'EngineMfrID', 'EngineFamilyID', 'EngineSizeID'];
const YMM_PATH = ORDER.slice(0, 6);
const ENGINE_PATH = ORDER.slice(6);

const byName = (a: Named, b: Named) => a.name.localeCompare(b.name);
const list = (items: Named[]) => items.map(({ id, name }) => ({ id, name }));

const validYear = (y: string | null) => !!y && /^\d{4}$/.test(y) && Number(y) >= FIRST_YEAR && Number(y) <= LAST_YEAR;

function vehicleAnswer() {
  const facets = db.ymm.facets;
  return { facets, hasEngine: hasEngine(facets), hasYmm: hasYmm(facets) };
}

/** `api_field||api_value||label_field||label_value` → Facet, or null when malformed. */
function decodeFacet(raw: string): Facet | null {
  const parts = raw.split('||');
  if (parts.length !== 4 || parts.some((p) => p === '')) return null;
  const [api_field, api_value, label_field, label_value] = parts;
  if (!ORDER.includes(api_field)) return null;
  return { api_field, api_value, label_field, label_value };
}

const sortFacets = (facets: Facet[]) => [...facets].sort((a, b) => ORDER.indexOf(a.api_field) - ORDER.indexOf(b.api_field));

/** A product's name from the catalogue, when the part is in it. */
const productName = (aaia: string, mpn: string): string => productByPart(aaia, mpn)?.product.name ?? '';

export const ymmRoutes: Route[] = [
  {
    method: 'GET',
    path: 'ymm/json/years',
    shape: YmmListShape,
    handle: () => {
      const years: Array<{ id: string; name: string }> = [];
      for (let y = LAST_YEAR; y >= FIRST_YEAR; y--) years.push({ id: String(y), name: String(y) });
      return json(years);
    },
  },
  {
    method: 'GET',
    path: 'ymm/json/makes',
    shape: YmmListShape,
    handle: ({ query }) => {
      const year = query.get('Year');
      if (!validYear(year)) return refuse('Please select a valid year.');
      const makeIds = new Set(MODELS.filter((m) => soldIn(m, Number(year))).map((m) => m.makeId));
      return json(list(MAKES.filter((m) => makeIds.has(m.id)).sort(byName)));
    },
  },
  {
    method: 'GET',
    path: 'ymm/json/models',
    shape: YmmListShape,
    handle: ({ query }) => {
      const year = query.get('Year');
      const makeId = query.get('MakeID');
      if (!validYear(year)) return refuse('Please select a valid year.');
      if (!makeId || !makeById(makeId)) return refuse('Please select a make.');
      return json(list(MODELS.filter((m) => m.makeId === makeId && soldIn(m, Number(year))).sort(byName)));
    },
  },
  {
    method: 'GET',
    path: 'ymm/json/choices',
    shape: ChoicesShape,
    handle: ({ query }) => {
      const year = query.get('Year');
      if (!validYear(year)) return refuse('Please select a valid year.');
      const model = modelById(query.get('ModelID') ?? '');
      if (!query.get('MakeID') || !model || model.makeId !== query.get('MakeID') || !soldIn(model, Number(year))) return refuse('Please select a model.');
      const lists = choiceLists(model, { BodyTypeID: query.get('BodyTypeID') ?? undefined });
      // A level with a single option is no choice: the store leaves it out.
      const answer: Record<string, Named[]> = {};
      for (const [level, options] of Object.entries(lists)) answer[level] = options.length > 1 ? list(options) : [];
      return json(answer);
    },
  },
  { method: 'GET', path: 'ymm/json/engine_mfrs', shape: YmmListShape, handle: () => json(list([...ENGINE_MFRS].sort(byName))) },
  {
    method: 'GET',
    path: 'ymm/json/engine_family_sizes',
    shape: YmmListShape,
    handle: ({ query }) => {
      const mfr = query.get('EngineMfrID');
      if (!mfr || !ENGINE_MFRS.some((m) => m.id === mfr)) return refuse('Please select an engine manufacturer.');
      return json(list(ENGINE_FAMILIES.filter((f) => f.mfrId === mfr).sort(byName)));
    },
  },
  {
    method: 'GET',
    path: 'ymm/json/engine_sizes',
    shape: YmmListShape,
    handle: ({ query }) => {
      const mfr = query.get('EngineMfrID');
      if (!mfr || !ENGINE_MFRS.some((m) => m.id === mfr)) return refuse('Please select an engine manufacturer.');
      const family = ENGINE_FAMILIES.find((f) => f.id === query.get('EngineFamilyID') && f.mfrId === mfr);
      if (!family) return refuse('Please select an engine family.');
      return json(list(family.sizes));
    },
  },
  { method: 'GET', path: 'ymm/json/getVehicle', shape: VehicleAnswerShape, handle: () => json(vehicleAnswer()) },
  {
    method: 'GET',
    path: 'ymm/json/saveVehicle',
    shape: SaveVehicleShape,
    handle: ({ query }) => {
      const raw = [...query.entries()].filter(([k]) => /^add\d+$/.test(k)).sort(([a], [b]) => Number(a.slice(3)) - Number(b.slice(3)));
      if (raw.length === 0) {
        db.ymm.facets = [];
        return json({ action: 'reset', ...vehicleAnswer(), redirect: '' });
      }
      const facets: Facet[] = [];
      for (const [, value] of raw) {
        const facet = decodeFacet(value);
        if (!facet) return refuse('The vehicle could not be saved.');
        if (facet.api_field === 'Year' && !validYear(facet.api_value)) return refuse('Please select a valid year.');
        facets.push(facet);
      }
      // One facet per field; a new save replaces the vehicle.
      const fields = facets.map((f) => f.api_field);
      if (new Set(fields).size !== fields.length) return refuse('The vehicle could not be saved.');
      const ymmFields = fields.filter((f) => YMM_PATH.includes(f));
      if (ymmFields.length && !['Year', 'MakeID', 'ModelID'].every((f) => fields.includes(f))) return refuse('Please select a year, make and model.');
      if (fields.some((f) => ENGINE_PATH.includes(f)) && !fields.includes('EngineMfrID')) return refuse('Please select an engine manufacturer.');
      db.ymm.facets = sortFacets(facets);
      return json({ action: 'save', ...vehicleAnswer(), redirect: db.ymm.redirect });
    },
  },
  {
    method: 'GET',
    path: 'ymm/json/remove_facet',
    shape: RemoveFacetShape,
    handle: ({ query }) => {
      const field = query.get('remove');
      if (!field || !ORDER.includes(field)) return refuse('Unknown vehicle field.');
      // Removing a level of a path also removes the levels that depend on it.
      const path = YMM_PATH.includes(field) ? YMM_PATH : ENGINE_PATH;
      const below = path.slice(path.indexOf(field));
      // Sub model, body type and bed length are independent refinements of the model.
      const gone = ['SubModelID', 'BodyTypeID', 'BedLengthID'].includes(field) ? [field] : below;
      db.ymm.facets = db.ymm.facets.filter((f) => !gone.includes(f.api_field));
      return json({ success: true });
    },
  },
  {
    method: 'GET',
    path: 'ymm/json/toggle_universal',
    shape: ToggleUniversalShape,
    handle: () => {
      db.ymm.showUniversal = !db.ymm.showUniversal;
      return json({ success: true, showUniversal: db.ymm.showUniversal });
    },
  },
  {
    method: 'GET',
    path: 'ymm/json/validateFitment',
    shape: ValidateFitmentShape,
    handle: ({ query }) => {
      const raw = query.get('Parts');
      if (!raw) return refuse('No parts to validate.');
      const parts = raw
        .split(',')
        .map((pair) => pair.split('~'))
        .filter((p) => p.length === 2 && p[0] && p[1])
        .map(([aaia, mpn]) => ({ aaia, mpn }));
      // `add` saves one more facet before validating (the choice a shopper just picked).
      const add = query.get('add');
      if (add) {
        const facet = decodeFacet(add);
        if (!facet) return refuse('The vehicle could not be saved.');
        db.ymm.facets = sortFacets([...db.ymm.facets.filter((f) => f.api_field !== facet.api_field), facet]);
      }
      return json({ parts: validateParts(parts, db.ymm.facets, productName) });
    },
  },
  {
    method: 'POST',
    path: 'ymm/json/getCatalogDetails',
    shape: CatalogDetailsShape,
    handle: ({ form }) => {
      const aaia = form.get('aaia') ?? '';
      const mpn = form.get('mpn') ?? '';
      const productId = form.get('product_id') ?? '';
      if (!productId && !(aaia && mpn)) return refuse('Product not found.');
      const h = hash(`${productId}|${aaia}~${mpn}`);
      const seriesId = form.get('series_id') || String(100 + (h % 50));
      const categoryId = form.get('category_id') || String(20 + ((h >>> 6) % 30));
      const manufacturerId = form.get('manufacturer_id') || String(1 + ((h >>> 12) % 40));
      return json({
        seriesCount: 1 + (h % 9),
        seriesUrl: `/index.php?route=product/search&series_id=${seriesId}`,
        categoryCount: 5 + ((h >>> 4) % 60),
        categoryUrl: `/index.php?route=product/category&path=${categoryId}`,
        manufacturerCount: 10 + ((h >>> 10) % 200),
        manufacturerUrl: `/index.php?route=product/manufacturer/info&manufacturer_id=${manufacturerId}`,
      });
    },
  },
];
