import { createContext } from 'react';

/**
 * Staff widgets that a store may also put on a page outside POS mode (the admin's order page:
 * `order-history`) still have staff at the screen: their roots and the dialogs they open carry
 * `data-pf-targets="staff"`, which gives them the 44 px targets of POS and kiosk mode
 * (`tokens.css`). True inside such a widget (`defineWidget({ staffTargets: true })`).
 */
export const StaffTargets = createContext(false);

/** The root attribute for staff targets, or none. */
export const staffTargetsAttr = (staff: boolean): { 'data-pf-targets'?: 'staff' } => (staff ? { 'data-pf-targets': 'staff' } : {});
