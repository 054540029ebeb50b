/**
 * Opens the vehicle selector from any widget. Widgets cannot import each other, so this goes
 * through the loader's public API (`Partsfront.open`), which loads the selector's chunk on demand.
 */
export function openVehicleSelector(props: Record<string, unknown> = {}): void {
  const api = (window as unknown as { Partsfront?: { open(name: string, props?: Record<string, unknown>): Promise<unknown> } }).Partsfront;
  if (api) void api.open('vehicle-selector', props);
  else console.error('Partsfront: the vehicle selector cannot open before the loader is ready.');
}
