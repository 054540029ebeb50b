import { createContext, useContext } from 'react';

/**
 * After every cart action (add, remove, a price, labor, a PO number, a customer, a custom product)
 * the clerk's next move is the next scan or part name: the cart puts the focus back in the scan
 * field. The lines call this when their change was taken; the cart does it after its dialogs close.
 */
export const ScanFocus = createContext<() => void>(() => undefined);

export const useBackToScan = (): (() => void) => useContext(ScanFocus);
