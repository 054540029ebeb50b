/**
 * Real Illinois and Indiana towns the mock store's customers live in: each city with its own ZIP
 * codes and telephone area code, so that an address and a phone number never disagree (a 217
 * number lives in Champaign, not Terre Haute). Zone ids are those of `GET /api/localization/`.
 */
export interface Place {
  city: string;
  zone_id: number;
  /** Two-letter state code, as the store prints it. */
  state: 'IL' | 'IN';
  zips: readonly string[];
  areaCode: string;
}

const IL = 3635;
const IN = 3636;

export const PLACES: readonly Place[] = [
  { city: 'Champaign', zone_id: IL, state: 'IL', zips: ['61820', '61821', '61822'], areaCode: '217' },
  { city: 'Urbana', zone_id: IL, state: 'IL', zips: ['61801', '61802'], areaCode: '217' },
  { city: 'Savoy', zone_id: IL, state: 'IL', zips: ['61874'], areaCode: '217' },
  { city: 'Rantoul', zone_id: IL, state: 'IL', zips: ['61866'], areaCode: '217' },
  { city: 'Danville', zone_id: IL, state: 'IL', zips: ['61832', '61834'], areaCode: '217' },
  { city: 'Decatur', zone_id: IL, state: 'IL', zips: ['62521', '62522', '62526'], areaCode: '217' },
  { city: 'Springfield', zone_id: IL, state: 'IL', zips: ['62701', '62702', '62703', '62704'], areaCode: '217' },
  { city: 'Mattoon', zone_id: IL, state: 'IL', zips: ['61938'], areaCode: '217' },
  { city: 'Bloomington', zone_id: IL, state: 'IL', zips: ['61701', '61704'], areaCode: '309' },
  { city: 'Normal', zone_id: IL, state: 'IL', zips: ['61761'], areaCode: '309' },
  { city: 'Peoria', zone_id: IL, state: 'IL', zips: ['61602', '61614', '61615'], areaCode: '309' },
  { city: 'Terre Haute', zone_id: IN, state: 'IN', zips: ['47802', '47803', '47807'], areaCode: '812' },
  { city: 'Lafayette', zone_id: IN, state: 'IN', zips: ['47901', '47904', '47905'], areaCode: '765' },
  { city: 'West Lafayette', zone_id: IN, state: 'IN', zips: ['47906'], areaCode: '765' },
  { city: 'Indianapolis', zone_id: IN, state: 'IN', zips: ['46204', '46219', '46220'], areaCode: '317' },
];

/** The place a city and ZIP belong to, or undefined when they disagree. */
export const placeOf = (city: string, zip: string): Place | undefined => PLACES.find((p) => p.city === city && p.zips.includes(zip));

/** The area code of a `(217) 555-0134` number. */
export const areaCodeOf = (telephone: string): string => /^\((\d{3})\)/.exec(telephone)?.[1] ?? '';
