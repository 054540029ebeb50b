/** The inventory domain's public face: widgets import from here, never from its inner files. */
export { PosPanel } from './PosPanel';
export { ShipToStore } from './ShipToStore';
export { InventoryByLocation, useInventoryByLocation } from './InventoryByLocation';
export { DistributorInventory } from './DistributorInventory';
export { inventoryTexts } from './texts';
