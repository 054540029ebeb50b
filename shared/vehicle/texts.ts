import type { FitmentResult } from '../api/ymm';
import { defineTexts, text } from '../texts';

/** Fitment's button and notice texts, spec 1 §4 exactly. */
export const vehicleTexts = defineTexts('vehicle', {
  fits: 'Fits Your Vehicle',
  doesNotFit: "Doesn't Fit Your Vehicle",
  unknown: 'Unknown Fitment',
  verify: 'Verify Fitment',
  selectVehicle: 'Select Vehicle',
  facetYear: 'Year',
  facetMake: 'Make',
  facetModel: 'Model',
  facetSubModel: 'Sub Model',
  facetBodyType: 'Body Type',
  facetBedLength: 'Bed Length',
  facetEngineMfr: 'Engine Manufacturer',
  facetEngineFamily: 'Engine Family',
  facetEngineSize: 'Engine Size',
  selectFacet: 'Select {facet}',
  checkFailed: 'Fitment could not be checked.',
  retry: 'Retry',
});

/** The button texts of spec 1 §4, exactly. */
export function badgeText(result: FitmentResult, vehicleChosen: boolean): string {
  switch (result) {
    case 'yes':
    case 'universal':
      return text(vehicleTexts, 'fits');
    case 'no':
      return text(vehicleTexts, 'doesNotFit');
    case 'unknown':
      return text(vehicleTexts, 'unknown');
    default:
      return text(vehicleTexts, vehicleChosen ? 'verify' : 'selectVehicle');
  }
}

/** The product page notice: fits / will not fit, nothing for maybe and unknown (spec 1 §4). */
export function noticeText(result: FitmentResult): string | null {
  if (result === 'yes' || result === 'universal') return text(vehicleTexts, 'fits');
  if (result === 'no') return text(vehicleTexts, 'doesNotFit');
  return null;
}
