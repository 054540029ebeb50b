import { defineTexts } from '../texts';

/**
 * The widget runtime's texts, on every page (keep this catalog small): the message of a
 * placeholder whose widget could not start, and the staff screens' locked view (each staff
 * widget's sentence outside POS mode is in its own catalog: `staff: () => text(posCartTexts, 'staffOnly')`).
 */
export const runtimeTexts = defineTexts('runtime', {
  unavailable: 'This part of the page could not load. Please reload the page to try again.',
  posLocked: 'The POS is locked.',
});
