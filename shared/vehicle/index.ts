/**
 * The vehicle domain: the shopper's vehicle, the cascade's lists, and fitment (badges, the
 * notice, "Heads up!", one batched validateFitment per frame). Widgets import from here only.
 */
export { FitmentBadge, type FitmentBadgeProps } from './FitmentBadge';
export { FitmentNotice } from './FitmentNotice';
export { confirmFitment } from './confirmOnDemand';
export { useFitment } from './useFitment';
export { requestFitment, scheduleRecheck, retryFailed, RECHECK_DELAY_MS } from './batcher';
export { fitmentStore, fitmentKey, entryOf, useFitmentEntry, type FitmentEntry, type FitmentStatus } from './fitmentStore';
export { loadVehicle } from './loadVehicle';
export { openVehicleSelector } from './openSelector';
export { badgeText, noticeText } from './texts';
export { FACET_LABELS, facetLabel, toFacet, withFacet } from './facets';
export { useYmmList, type ListState, type ListStatus } from './useYmmList';
export { hasVehicle, setVehicle, useVehicle, vehicleState } from './state';
