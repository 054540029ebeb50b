/** The two functions of topojson-client (ISC) the preview's offline map uses; the package ships no types. */
declare module 'topojson-client' {
  import type { Feature, FeatureCollection, MultiLineString } from 'geojson';
  export function feature(topology: unknown, object: unknown): FeatureCollection | Feature;
  export function mesh(topology: unknown, object: unknown, filter?: (a: unknown, b: unknown) => boolean): MultiLineString;
}
