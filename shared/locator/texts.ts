import { defineTexts } from '../texts';

/** The store locator's messages (spec 1 §5, §7), shared by the dealer locator and ship to store. */
export const locatorTexts = defineTexts('locator', {
  notFound: "We couldn't find this product within 250 miles.",
  invalidZip: 'Invalid ZIP code. Please try again.',
});
