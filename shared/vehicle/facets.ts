import type { Facet } from './state';
import type { FacetField, YmmOption } from '../api/ymm';
import { text } from '../texts';
import { vehicleTexts } from './texts';

/** Each facet's key in the vehicle catalog. */
const FACET_KEYS = {
  Year: 'facetYear',
  MakeID: 'facetMake',
  ModelID: 'facetModel',
  SubModelID: 'facetSubModel',
  BodyTypeID: 'facetBodyType',
  BedLengthID: 'facetBedLength',
  EngineMfrID: 'facetEngineMfr',
  EngineFamilyID: 'facetEngineFamily',
  EngineSizeID: 'facetEngineSize',
} as const satisfies Record<FacetField, keyof typeof vehicleTexts.en>;

/**
 * Each facet's English name: the `label_field` saved with the vehicle (store data, the same in
 * every language). On screen a facet is called `facetLabel(field)`.
 */
export const FACET_LABELS = Object.fromEntries(Object.entries(FACET_KEYS).map(([field, key]) => [field, vehicleTexts.en[key]])) as Record<FacetField, string>;

/** What a facet is called on screen, in the page's language, read when shown. */
export const facetLabel = (field: FacetField): string => text(vehicleTexts, FACET_KEYS[field]);

export const toFacet = (field: FacetField, option: YmmOption): Facet => ({
  api_field: field,
  api_value: option.id,
  label_field: FACET_LABELS[field],
  label_value: option.name,
});

/** Facets of the current vehicle with `next` added, replacing a facet of the same field. */
export const withFacet = (facets: Facet[], next: Facet): Facet[] => [...facets.filter((f) => f.api_field !== next.api_field), next];
