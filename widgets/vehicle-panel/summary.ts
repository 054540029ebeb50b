import { inCascadeOrder, type Facet } from '../../shared/api/ymm';

const YMM_SUMMARY = ['Year', 'MakeID', 'ModelID', 'SubModelID'];
const ENGINE_SUMMARY = ['EngineMfrID', 'EngineFamilyID', 'EngineSizeID'];

/**
 * Splits the vehicle into the joined summary line ("2015 Ford F-150 XLT" = Year Make Model
 * [Sub Model]; an engine-only vehicle reads "Ford Coyote 5.0L V8") and the other facets,
 * each shown as its own row with a remove control.
 */
export function summarise(facets: Facet[], hasYmm: boolean): { summary: string; rows: Facet[] } {
  const inSummary = hasYmm ? YMM_SUMMARY : ENGINE_SUMMARY;
  const ordered = inCascadeOrder(facets);
  return {
    summary: ordered
      .filter((f) => inSummary.includes(f.api_field))
      .map((f) => f.label_value)
      .join(' '),
    rows: ordered.filter((f) => !inSummary.includes(f.api_field)),
  };
}
