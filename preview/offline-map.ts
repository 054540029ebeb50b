import type { LocatorMapReady } from '../widgets/dealer-locator/components/StoreMap';

/**
 * The dealer map in the preview, without the internet: instead of map tiles (production's
 * `locator.tileUrl`, empty here), the preview draws the land, the state lines and the county
 * lines of the United States as Leaflet GeoJSON layers, from the `us-atlas` package (U.S. Census
 * Bureau boundaries; credits in mocks/CREDITS.md). It listens for the map the dealer locator
 * announces (`pf:locator-map`) and loads the outlines only then.
 */
export const OFFLINE_MAP_ATTRIBUTION = 'Boundaries: U.S. Census Bureau, via <a href="https://github.com/topojson/us-atlas">us-atlas</a>';

const WATER = '#cfe3f1';

async function draw({ map, leaflet: L }: LocatorMapReady): Promise<void> {
  const [{ feature, mesh }, counties] = await Promise.all([import('topojson-client'), import('us-atlas/counties-10m.json')]);
  const topology = counties.default as unknown as { objects: Record<string, unknown> };
  // One canvas for every outline: thousands of county lines stay quick to pan.
  const renderer = L.canvas({ padding: 0.5 });
  const style = (color: string, weight: number, fill?: string) => ({ renderer, interactive: false, color, weight, fill: Boolean(fill), fillColor: fill, fillOpacity: 1 });
  map.getContainer().style.background = WATER;
  L.geoJSON(feature(topology, topology.objects.nation), { ...style('#9aa5ad', 1, '#f3f1ea'), attribution: OFFLINE_MAP_ATTRIBUTION }).addTo(map);
  L.geoJSON(mesh(topology, topology.objects.counties, (a, b) => a !== b && ((a as { id: string }).id.slice(0, 2) === (b as { id: string }).id.slice(0, 2))), style('#b5ad99', 0.8)).addTo(map);
  L.geoJSON(mesh(topology, topology.objects.states, (a, b) => a !== b), style('#7d8791', 1.6)).addTo(map);
  // Under the markers: the marker pane sits above the overlay pane already.
}

/** Draws the offline outlines on every dealer map the page shows. */
export function offlineLocatorMaps(): void {
  document.addEventListener('pf:locator-map', (event) => {
    draw((event as CustomEvent<LocatorMapReady>).detail).catch((error) => console.error('Preview: the offline map outlines did not load.', error));
  });
}
