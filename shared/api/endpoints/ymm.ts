import { registerTable } from './core';

/** Vehicle: year/make/model, the saved vehicle and fitment (spec 1 §7). Storefront. */
export const YMM = {
  ymmYears: '/ymm/json/years',
  ymmMakes: '/ymm/json/makes',
  ymmModels: '/ymm/json/models',
  ymmChoices: '/ymm/json/choices',
  ymmEngineMfrs: '/ymm/json/engine_mfrs',
  ymmEngineFamilies: '/ymm/json/engine_family_sizes',
  ymmEngineSizes: '/ymm/json/engine_sizes',
  ymmGetVehicle: '/ymm/json/getVehicle',
  ymmValidateFitment: '/ymm/json/validateFitment',
  ymmSaveVehicle: '/ymm/json/saveVehicle',
  ymmRemoveFacet: '/ymm/json/remove_facet',
  ymmToggleUniversal: '/ymm/json/toggle_universal',
  ymmCatalogDetails: '/ymm/json/getCatalogDetails',
} as const;

registerTable(YMM, ['ymmSaveVehicle', 'ymmRemoveFacet', 'ymmToggleUniversal']);
