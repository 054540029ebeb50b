import type { Facet } from './state';
import type { FacetField, YmmOption } from '../api/ymm';

/** What each facet is called on screen, and the `label_field` saved with it. */
export const FACET_LABELS: Record<FacetField, string> = {
  Year: 'Year',
  MakeID: 'Make',
  ModelID: 'Model',
  SubModelID: 'Sub Model',
  BodyTypeID: 'Body Type',
  BedLengthID: 'Bed Length',
  EngineMfrID: 'Engine Manufacturer',
  EngineFamilyID: 'Engine Family',
  EngineSizeID: 'Engine Size',
};

export const toFacet = (field: FacetField, option: YmmOption): Facet => ({
  api_field: field,
  api_value: option.id,
  label_field: FACET_LABELS[field],
  label_value: option.name,
});

/** Facets of the current vehicle with `next` added, replacing a facet of the same field. */
export const withFacet = (facets: Facet[], next: Facet): Facet[] => [...facets.filter((f) => f.api_field !== next.api_field), next];
