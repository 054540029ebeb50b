import type { FitmentResult } from '../api/ymm';

/** The button texts of spec 1 §4, exactly. */
export function badgeText(result: FitmentResult, vehicleChosen: boolean): string {
  switch (result) {
    case 'yes':
    case 'universal':
      return 'Fits Your Vehicle';
    case 'no':
      return "Doesn't Fit Your Vehicle";
    case 'unknown':
      return 'Unknown Fitment';
    default:
      return vehicleChosen ? 'Verify Fitment' : 'Select Vehicle';
  }
}

/** The product page notice: fits / will not fit, nothing for maybe and unknown (spec 1 §4). */
export function noticeText(result: FitmentResult): string | null {
  if (result === 'yes' || result === 'universal') return 'Fits Your Vehicle';
  if (result === 'no') return "Doesn't Fit Your Vehicle";
  return null;
}
