import { defineTexts } from '../../texts';

/**
 * The fitment pieces loaded on demand (their own chunks, so a listing's page carries none of these
 * texts until it shows them): a part's catalog details, the choices that refine a "maybe" part
 * (spec 1 §4) and the "Heads up!" dialog (spec 1 §2 / §4).
 */
export const fitmentDetailsTexts = defineTexts('fitmentDetails', {
  detailsFailed: 'The catalog details could not be loaded.',
  loading: 'Loading…',
  details: 'Catalog details',
  seriesCount: { one: '{count} part in this series', other: '{count} parts in this series' },
  categoryCount: { one: '{count} part in this category', other: '{count} parts in this category' },
  manufacturerCount: { one: '{count} part from this manufacturer', other: '{count} parts from this manufacturer' },
  retry: 'Retry',
  refine: 'Refine your vehicle to check this part:',
  checking: 'Checking fitment…',
  choiceFailed: 'Your choice could not be saved. Please try again.',
  headsUp: 'Heads up!',
  cancel: 'Cancel',
  understand: 'I Understand',
  reasonNoFit: "This part doesn't fit the vehicle you selected.",
  reasonNoInfo: 'We have no fitment information for this part.',
  reasonNoVehicle: "You haven't selected a vehicle, so we can't confirm that this part fits.",
  reasonUnconfirmed: "We can't confirm that this part fits your vehicle.",
  makeSure: 'Please make sure it is the right part before adding it to your cart.',
});
