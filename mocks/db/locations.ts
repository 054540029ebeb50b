/**
 * The store's dealer locations (Illinois / Indiana, real coordinates) and the ZIP table used by geocoding.
 * Static data: no state changes through the API.
 */
import type { Geo, Store } from './records';

export type LocationSeed = Omit<Store, 'distance' | 'formatted_distance'>;

const mapLink = (address: string) => `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;
const infoWindow = (name: string, address: string, phone: string) =>
  `<strong>${name}</strong><br>${address}<br>${phone}`;

function store(
  location_id: number,
  location_name: string,
  address: string,
  geo: Geo,
  telephone: string,
  formatted_telephone: string,
  email: string,
  preferred = false,
): LocationSeed {
  return {
    location_id,
    location_name,
    name: location_name,
    lat: geo.lat,
    lng: geo.lng,
    info_window: infoWindow(location_name, address, formatted_telephone),
    address,
    telephone,
    formatted_telephone,
    email,
    formatted_website: 'www.partsfront-auto.example',
    map_link: mapLink(address),
    preferred,
  };
}

/**
 * The eight stores that keep stock (the catalogue draws each part's stock per store from this
 * list). Location 1 (Champaign) is the preferred store; Urbana lists several emails (the first is used).
 */
export const LOCATIONS: readonly LocationSeed[] = [
  store(1, 'Champaign - Neil St', '1402 N Neil St, Champaign, IL 61820', { lat: 40.1312, lng: -88.2434 }, '2173550142', '(217) 355-0142', 'champaign@partsfront-auto.example', true),
  store(2, 'Urbana - Cunningham Ave', '1710 N Cunningham Ave, Urbana, IL 61802', { lat: 40.1302, lng: -88.1967 }, '2173677730', '(217) 367-7730', 'urbana@partsfront-auto.example, service.urbana@partsfront-auto.example, orders@partsfront-auto.example'),
  store(3, 'Danville - Gilbert St', '2920 N Gilbert St, Danville, IL 61832', { lat: 40.1626, lng: -87.6247 }, '2174420888', '(217) 442-0888', 'danville@partsfront-auto.example'),
  store(4, 'Bloomington - Veterans Pkwy', '1505 E Empire St, Bloomington, IL 61701', { lat: 40.4874, lng: -88.9558 }, '3096631717', '(309) 663-1717', 'bloomington@partsfront-auto.example'),
  store(5, 'Decatur - Pershing Rd', '2250 E Pershing Rd, Decatur, IL 62526', { lat: 39.8681, lng: -88.9268 }, '2178752200', '(217) 875-2200', 'decatur@partsfront-auto.example'),
  store(6, 'Terre Haute - Wabash Ave', '3450 Wabash Ave, Terre Haute, IN 47803', { lat: 39.4667, lng: -87.3667 }, '8122324500', '(812) 232-4500', 'terrehaute@partsfront-auto.example'),
  store(7, 'Springfield - Dirksen Pkwy', '2801 S Dirksen Pkwy, Springfield, IL 62703', { lat: 39.7709, lng: -89.6125 }, '2175225050', '(217) 522-5050', 'springfield@partsfront-auto.example'),
  store(8, 'Lafayette - Sagamore Pkwy', '2300 Sagamore Pkwy S, Lafayette, IN 47905', { lat: 40.3886, lng: -86.8503 }, '7654489000', '(765) 448-9000', 'lafayette@partsfront-auto.example'),
];

/**
 * Six more locations that the catalogue keeps no stock for (their inventory is not in the
 * store's feed): a second Champaign store nearer to some ZIPs than the preferred one, and stores
 * across Illinois and Indiana, so that searches return more than three stores at most ZIPs.
 * They are a separate list so that the catalogue's generated stock (which draws one number per
 * stocked store) stays the same.
 */
export const MORE_LOCATIONS: readonly LocationSeed[] = [
  store(9, 'Champaign - Kirby Ave', '1101 W Kirby Ave, Champaign, IL 61821', { lat: 40.0967, lng: -88.268 }, '2173981100', '(217) 398-1100', 'kirby@partsfront-auto.example'),
  store(10, 'Rantoul - Champaign Ave', '600 E Champaign Ave, Rantoul, IL 61866', { lat: 40.3086, lng: -88.1473 }, '2178926400', '(217) 892-6400', 'rantoul@partsfront-auto.example;parts.rantoul@partsfront-auto.example'),
  store(11, 'Mattoon - Broadway Ave', '1700 Broadway Ave, Mattoon, IL 61938', { lat: 39.4823, lng: -88.362 }, '2172353300', '(217) 235-3300', 'mattoon@partsfront-auto.example'),
  store(12, 'Kankakee - Court St', '1650 W Court St, Kankakee, IL 60901', { lat: 41.1203, lng: -87.8935 }, '8159337700', '(815) 933-7700', 'kankakee@partsfront-auto.example'),
  store(13, 'Peoria - War Memorial Dr', '4125 W War Memorial Dr, Peoria, IL 61615', { lat: 40.7476, lng: -89.6384 }, '3096858800', '(309) 685-8800', 'peoria@partsfront-auto.example'),
  store(14, 'Indianapolis - Washington St', '8825 E Washington St, Indianapolis, IN 46219', { lat: 39.7725, lng: -86.0158 }, '3178985500', '(317) 898-5500', 'indianapolis@partsfront-auto.example'),
];

/** Every location the locator lists: the stocked stores first, then the others. */
export const ALL_LOCATIONS: readonly LocationSeed[] = [...LOCATIONS, ...MORE_LOCATIONS];

/** ZIP → coordinates for setGeolocationFromZipCode. A ZIP not listed is refused, as the store's geocoder would. */
export const ZIP_CODES: Readonly<Record<string, Geo>> = {
  '61820': { lat: 40.1164, lng: -88.2434 }, // Champaign
  '61821': { lat: 40.1095, lng: -88.2815 },
  '61801': { lat: 40.1106, lng: -88.2073 }, // Urbana
  '61802': { lat: 40.1214, lng: -88.1599 },
  '61832': { lat: 40.1245, lng: -87.6300 }, // Danville
  '61701': { lat: 40.4842, lng: -88.9937 }, // Bloomington
  '61761': { lat: 40.5142, lng: -88.9906 }, // Normal
  '62521': { lat: 39.8403, lng: -88.9548 }, // Decatur
  '47803': { lat: 39.4667, lng: -87.3784 }, // Terre Haute
  '62701': { lat: 39.7990, lng: -89.6440 }, // Springfield
  '47901': { lat: 40.4167, lng: -86.8753 }, // Lafayette
  '61874': { lat: 40.0548, lng: -88.2517 }, // Savoy
  '61866': { lat: 40.3084, lng: -88.1559 }, // Rantoul
  '61938': { lat: 39.4831, lng: -88.3728 }, // Mattoon
  '60901': { lat: 41.12, lng: -87.8612 }, // Kankakee
  '61615': { lat: 40.7626, lng: -89.6363 }, // Peoria
  '46219': { lat: 39.7817, lng: -86.045 }, // Indianapolis
  '60601': { lat: 41.8858, lng: -87.6181 }, // Chicago (far from every store)
  '90210': { lat: 34.0901, lng: -118.4065 }, // Beverly Hills
};

export const locationById = (id: string | number): LocationSeed | undefined => ALL_LOCATIONS.find((l) => String(l.location_id) === String(id));

/** Great-circle distance in miles (haversine). */
export function milesBetween(a: Geo, b: Geo): number {
  const R = 3958.8;
  const rad = (d: number) => (d * Math.PI) / 180;
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * R * Math.asin(Math.sqrt(h));
}
