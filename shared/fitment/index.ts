/**
 * shared/fitment's public face. Widgets import from `shared/fitment` (this file), not from its
 * inner files: the lint rule that keeps widgets apart matches any path through a folder named
 * like a widget (`**\/fitment/**`), and this folder shares its name with the fitment widget.
 */
export { FitmentBadge, type FitmentBadgeProps } from './FitmentBadge';
export { FitmentNotice } from './FitmentNotice';
export { confirmFitment, confirmedFits } from './confirm';
export { useFitment } from './useFitment';
export { requestFitment, scheduleRecheck, retryFailed, RECHECK_DELAY_MS } from './batcher';
export { fitmentStore, fitmentKey, entryOf, useFitmentEntry, type FitmentEntry, type FitmentStatus } from './store';
export { loadVehicle } from './vehicle';
export { openVehicleSelector } from './openSelector';
export { badgeText, noticeText } from './texts';
export { FACET_LABELS, toFacet, withFacet } from './facets';
