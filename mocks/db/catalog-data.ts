/**
 * The vocabulary the catalogue is generated from: brands with AAIA brand codes, categories with
 * their part types, price and weight ranges, labor, and the option sets (one of every option type).
 */
import type { ProductOption } from './records';
import { swatchImage as drawSwatch } from './images';
import { storeImage } from './store-images';

const swatchImage = (colour: string, label: string) => storeImage(drawSwatch(colour, label));

export interface Brand {
  aaia: string;
  name: string;
  manufacturer_id: number;
  /** A part number as this maker writes its numbers, from a drawn number (1000–99999) and the category. */
  partNumber: (n: number, category: string) => string;
  /** Every part number of the brand matches it (fixture numbers included). */
  pattern: RegExp;
  /** Makers that number each product line with its own letters (Motorcraft BRF pads, FL filters). */
  prefixFor?: Record<string, string>;
}

/** `k` digits drawn from `n` (spread, zero-padded). */
const digits = (n: number, k: number) => String((n * 7919) % 10 ** k).padStart(k, '0');

const brand = (aaia: string, name: string, manufacturer_id: number, pattern: RegExp, partNumber: Brand['partNumber'], prefixFor?: Record<string, string>): Brand => ({
  aaia, name, manufacturer_id, pattern, partNumber, ...(prefixFor ? { prefixFor } : {}),
});

const MOTORCRAFT_LINES: Record<string, string> = { brakes: 'BRF', filters: 'FL', ignition: 'SP', cooling: 'RW', belts: 'JK', batteries: 'BXT' };
const BOSCH_LINES: Record<string, string> = { brakes: 'BC', filters: 'F', ignition: 'FR', lighting: 'H', belts: 'BV', wipers: 'AW', batteries: 'S6', accessories: 'BA' };

export const BRANDS: Record<string, Brand> = {
  // ABC123 is the fitment fixture the README and the specs name.
  BKDK: brand('BKDK', 'PowerStop', 11, /^(1[67]-\d{4}|ABC123)$/, (n) => `${n % 2 ? '16' : '17'}-${digits(n, 4)}`),
  BOSC: brand('BOSC', 'Bosch', 12, /^(BC|F|FR|H|BV|AW|S6|BA)\d{4}$/, (n, c) => `${BOSCH_LINES[c] ?? 'BC'}${digits(n, 4)}`, BOSCH_LINES),
  WGNR: brand('WGNR', 'Wagner', 13, /^(QC|BD)\d{4}$/, (n, c) => `${c === 'brakes' && n % 3 === 0 ? 'BD' : 'QC'}${digits(n, 4)}`),
  MOOG: brand('MOOG', 'Moog', 14, /^K\d{5,6}$/, (n) => `K${digits(n, n % 4 ? 5 : 6)}`),
  ACDL: brand('ACDL', 'ACDelco', 15, /^(\d{2}[A-Z]\d{4}|PF\d{2,4}X?)$/, (n) => `${10 + (n % 80)}${'DKAS'[n % 4]}${digits(n, 4)}`),
  MTRC: brand('MTRC', 'Motorcraft', 16, /^(BRF|FL|SP|RW|JK|BXT)-\d{3,4}$/, (n, c) => `${MOTORCRAFT_LINES[c] ?? 'FL'}-${digits(n, n % 2 ? 3 : 4)}`, MOTORCRAFT_LINES),
  DRMN: brand('DRMN', 'Dorman', 17, /^\d{3}-\d{3}$/, (n) => `${digits(n, 3)}-${digits(n + 7, 3)}`),
  NGKS: brand('NGKS', 'NGK', 18, /^\d{4,5}$/, (n) => digits(n, n % 3 ? 4 : 5)),
  FRAM: brand('FRAM', 'Fram', 19, /^(PH|CA|CF|G)\d{4,5}$/, (n) => `${['PH', 'CA', 'CF', 'G'][n % 4]}${digits(n, 4)}`),
  // Denso prints 234-4209; the store and the scanner carry it without the dash.
  DNSO: brand('DNSO', 'Denso', 20, /^\d{7}$/, (n) => `${[234, 210, 673, 671][n % 4]}${digits(n, 4)}`),
  GATE: brand('GATE', 'Gates', 21, /^K0\d{5}$/, (n) => `K0${digits(n, 5)}`),
  MONR: brand('MONR', 'Monroe', 22, /^\d{5,6}$/, (n) => digits(n, n % 2 ? 5 : 6).replace(/^0/, '5')),
  KYBC: brand('KYBC', 'KYB', 23, /^(SR|34)\d{4}$/, (n) => `${n % 2 ? 'SR' : '34'}${digits(n, 4)}`),
  TIMK: brand('TIMK', 'Timken', 24, /^HA\d{6}$/, (n) => `HA${digits(n, 6)}`),
  RAYB: brand('RAYB', 'Raybestos', 25, /^(PGD\d{4}[CM]|98\d{4})$/, (n) => (n % 2 ? `PGD${digits(n, 4)}${n % 4 === 1 ? 'C' : 'M'}` : `98${digits(n, 4)}`)),
  SYLV: brand('SYLV', 'Sylvania', 26, /^\d{4}(ST|LL|XV)$/, (n) => `${digits(n, 4)}${['ST', 'LL', 'XV'][n % 3]}`),
  TRCO: brand('TRCO', 'Trico', 27, /^\d{2}-\d{3}$/, (n) => `${[18, 25, 30][n % 3]}-${digits(n, 3)}`),
  OPTM: brand('OPTM', 'Optima', 28, /^8\d{3}-\d{3}$/, (n) => `80${digits(n, 2)}-${digits(n + 3, 3)}`),
  WTEC: brand('WTEC', 'WeatherTech', 29, /^4\d{5}$/, (n) => `4${digits(n, 5)}`),
  DAYC: brand('DAYC', 'Dayco', 30, /^5\d{6}$/, (n) => `5${digits(n, 6)}`),
  CHMP: brand('CHMP', 'Champion', 31, /^\d{4}$/, (n) => digits(n, 4)),
  // Only the README's universal fixture, CRC Brakleen 05089.
  CRCI: brand('CRCI', 'CRC', 32, /^0\d{4}$/, (n) => `0${digits(n, 4)}`),
};

export interface PartType {
  name: string;
  qualifiers: string[];
  /** Whole dollars; prices end in .49 or .99. */
  price: [number, number];
  /** Pounds. */
  weight: [number, number];
  minimum?: number;
  labor?: { title: string; minutes: [number, number] };
  /** Spec attributes for compare: name → possible values. */
  specs: Record<string, string[]>;
}

export interface Category {
  key: string;
  category_id: number;
  name: string;
  colour: string;
  brands: string[];
  types: PartType[];
}

export const CATEGORIES: Category[] = [
  {
    key: 'brakes', category_id: 20, name: 'Brakes', colour: '#c0392b', brands: ['BKDK', 'WGNR', 'RAYB', 'BOSC', 'ACDL', 'MTRC'],
    types: [
      { name: 'Brake Pad Set', qualifiers: ['Front Ceramic', 'Rear Ceramic', 'Front Semi-Metallic', 'Rear Semi-Metallic', 'ThermoQuiet Front'], price: [29, 89], weight: [2, 5], labor: { title: 'Brake Pad Installation', minutes: [60, 90] }, specs: { Material: ['Ceramic', 'Semi-Metallic', 'Organic'], Position: ['Front', 'Rear'] } },
      { name: 'Brake Rotor', qualifiers: ['Front Vented', 'Rear Solid', 'Front Drilled and Slotted', 'Front Coated'], price: [39, 149], weight: [12, 28], labor: { title: 'Rotor Replacement', minutes: [75, 120] }, specs: { Finish: ['Coated', 'Plain', 'Zinc'], Position: ['Front', 'Rear'] } },
      { name: 'Brake Caliper', qualifiers: ['Remanufactured Front Left', 'Remanufactured Front Right', 'Loaded Rear'], price: [49, 179], weight: [6, 14], labor: { title: 'Caliper Replacement', minutes: [60, 120] }, specs: { Condition: ['Remanufactured', 'New'] } },
    ],
  },
  {
    key: 'suspension', category_id: 25, name: 'Suspension', colour: '#8e44ad', brands: ['MOOG', 'MONR', 'KYBC', 'TIMK', 'ACDL', 'DRMN'],
    types: [
      { name: 'Shock Absorber', qualifiers: ['Gas-Magnum Rear', 'Excel-G Front', 'OESpectrum Rear', 'Reflex Front'], price: [35, 119], weight: [4, 9], labor: { title: 'Shock Installation', minutes: [45, 90] }, specs: { Type: ['Twin-Tube', 'Monotube'], Position: ['Front', 'Rear'] } },
      { name: 'Strut Assembly', qualifiers: ['Quick-Strut Front Left', 'Quick-Strut Front Right', 'Strut-Plus Rear'], price: [119, 259], weight: [15, 25], labor: { title: 'Strut Installation', minutes: [90, 150] }, specs: { Type: ['Complete Assembly'], Position: ['Front Left', 'Front Right', 'Rear'] } },
      { name: 'Ball Joint', qualifiers: ['Front Lower', 'Front Upper', 'Problem Solver Lower'], price: [24, 79], weight: [1, 3], labor: { title: 'Ball Joint Replacement', minutes: [90, 180] }, specs: { Greasable: ['Yes', 'No'] } },
      { name: 'Wheel Hub Assembly', qualifiers: ['Front', 'Rear', 'Front 4WD'], price: [69, 189], weight: [7, 14], labor: { title: 'Hub Replacement', minutes: [60, 120] }, specs: { 'ABS Sensor': ['Included', 'Not included'] } },
    ],
  },
  {
    key: 'filters', category_id: 30, name: 'Filters', colour: '#d68910', brands: ['FRAM', 'BOSC', 'MTRC', 'ACDL', 'DNSO'],
    types: [
      { name: 'Oil Filter', qualifiers: ['Extra Guard', 'Tough Guard', 'Ultra Synthetic', 'Premium'], price: [6, 15], weight: [1, 1], specs: { 'Thread Size': ['3/4-16', 'M20x1.5', '13/16-16'] } },
      { name: 'Engine Air Filter', qualifiers: ['Extra Guard', 'Premium', 'High Flow'], price: [14, 39], weight: [1, 2], specs: { Media: ['Cellulose', 'Synthetic', 'Cotton'] } },
      { name: 'Cabin Air Filter', qualifiers: ['Fresh Breeze', 'Activated Carbon', 'HEPA'], price: [15, 34], weight: [1, 1], specs: { Media: ['Carbon', 'Particulate'] } },
      { name: 'Fuel Filter', qualifiers: ['In-Line', 'Cartridge'], price: [12, 45], weight: [1, 2], specs: { Type: ['In-Line', 'Cartridge'] } },
    ],
  },
  {
    key: 'ignition', category_id: 35, name: 'Ignition', colour: '#2471a3', brands: ['NGKS', 'DNSO', 'BOSC', 'CHMP', 'ACDL', 'MTRC'],
    types: [
      { name: 'Spark Plug', qualifiers: ['Iridium IX', 'Laser Platinum', 'Double Platinum', 'G-Power', 'Copper Core'], price: [3, 14], weight: [1, 1], minimum: 4, specs: { 'Electrode Material': ['Iridium', 'Platinum', 'Copper'], 'Gap (in)': ['0.044', '0.054', '0.060'] } },
      { name: 'Ignition Coil', qualifiers: ['Direct', 'Pencil', 'Coil-on-Plug'], price: [29, 89], weight: [1, 2], labor: { title: 'Coil Replacement', minutes: [20, 45] }, specs: { Connector: ['3-pin', '4-pin'] } },
      { name: 'Spark Plug Wire Set', qualifiers: ['8mm', 'Premium 8mm'], price: [29, 79], weight: [1, 3], specs: { Length: ['Custom fit'] } },
    ],
  },
  {
    key: 'lighting', category_id: 40, name: 'Lighting', colour: '#b7950b', brands: ['SYLV', 'BOSC', 'DRMN'],
    types: [
      { name: 'Headlight Bulb', qualifiers: ['SilverStar Ultra H11', 'XtraVision 9006', 'Basic H13', 'ZXE 9005'], price: [14, 59], weight: [1, 1], specs: { 'Bulb Size': ['H11', '9005', '9006', 'H13'], 'Color Temperature': ['3200K', '4100K', '5500K'] } },
      { name: 'Tail Light Bulb', qualifiers: ['LED 7443', 'Long Life 3157'], price: [6, 29], weight: [1, 1], specs: { 'Bulb Size': ['7443', '3157'] } },
      { name: 'Fog Light Assembly', qualifiers: ['Left', 'Right'], price: [39, 129], weight: [2, 4], specs: { Lens: ['Clear', 'Amber'] } },
    ],
  },
  {
    key: 'cooling', category_id: 45, name: 'Cooling', colour: '#17a589', brands: ['DNSO', 'GATE', 'DRMN', 'ACDL', 'MTRC'],
    types: [
      { name: 'Radiator', qualifiers: ['Aluminum Core', 'OE Replacement'], price: [129, 399], weight: [14, 30], labor: { title: 'Radiator Replacement', minutes: [120, 240] }, specs: { Core: ['Aluminum', 'Copper-Brass'], Rows: ['1', '2'] } },
      { name: 'Water Pump', qualifiers: ['Engine', 'Electric Auxiliary'], price: [39, 189], weight: [3, 8], labor: { title: 'Water Pump Replacement', minutes: [120, 300] }, specs: { Gasket: ['Included', 'Not included'] } },
      { name: 'Thermostat', qualifiers: ['195°F', '180°F', 'Housing Assembly'], price: [9, 59], weight: [1, 2], labor: { title: 'Thermostat Replacement', minutes: [45, 90] }, specs: { 'Opening Temperature': ['180°F', '195°F'] } },
      { name: 'Radiator Hose', qualifiers: ['Upper', 'Lower', 'Molded Upper'], price: [14, 49], weight: [1, 2], specs: { Position: ['Upper', 'Lower'] } },
    ],
  },
  {
    key: 'belts', category_id: 50, name: 'Belts & Hoses', colour: '#5d6d7e', brands: ['GATE', 'DAYC', 'ACDL', 'MTRC', 'BOSC'],
    types: [
      { name: 'Serpentine Belt', qualifiers: ['Micro-V', 'Poly Rib', 'FleetRunner'], price: [19, 69], weight: [1, 2], labor: { title: 'Belt Replacement', minutes: [30, 60] }, specs: { Ribs: ['6', '7', '8'] } },
      { name: 'Timing Belt Kit', qualifiers: ['Complete', 'PowerGrip'], price: [119, 349], weight: [4, 9], labor: { title: 'Timing Belt Service', minutes: [180, 360] }, specs: { 'Water Pump': ['Included', 'Not included'] } },
      { name: 'Belt Tensioner', qualifiers: ['DriveAlign', 'Automatic'], price: [39, 119], weight: [2, 4], specs: { Type: ['Automatic', 'Manual'] } },
    ],
  },
  {
    key: 'wipers', category_id: 55, name: 'Wipers', colour: '#1f618d', brands: ['TRCO', 'BOSC', 'ACDL'],
    types: [
      { name: 'Wiper Blade', qualifiers: ['Icon Beam', 'Aerotwin', 'Exact Fit', 'Force Hybrid'], price: [11, 39], weight: [1, 1], specs: { Style: ['Beam', 'Hybrid', 'Conventional'] } },
      { name: 'Rear Wiper Blade', qualifiers: ['Exact Fit', 'Integral'], price: [9, 25], weight: [1, 1], specs: { Style: ['Rear'] } },
    ],
  },
  {
    key: 'batteries', category_id: 60, name: 'Batteries', colour: '#196f3d', brands: ['OPTM', 'ACDL', 'MTRC', 'BOSC'],
    types: [
      { name: 'Battery', qualifiers: ['RedTop 34', 'YellowTop D35', 'Professional Gold AGM 48', 'Tested Tough Max 65', 'S6 AGM 94R'], price: [139, 329], weight: [35, 55], labor: { title: 'Battery Installation', minutes: [15, 30] }, specs: { 'Group Size': ['34', '35', '48', '65', '94R'], 'Cold Cranking Amps': ['650', '720', '800', '850'] } },
      { name: 'Battery Terminal', qualifiers: ['Positive', 'Negative'], price: [5, 15], weight: [1, 1], specs: { Material: ['Lead', 'Brass'] } },
    ],
  },
  {
    key: 'accessories', category_id: 65, name: 'Accessories', colour: '#6c3483', brands: ['WTEC', 'DRMN', 'BOSC'],
    types: [
      { name: 'Floor Liner Set', qualifiers: ['FloorLiner HP Front', 'All-Weather Front and Rear', 'DigitalFit 2nd Row'], price: [79, 229], weight: [6, 14], specs: { Material: ['TPE', 'Rubber'], Rows: ['Front', 'Front and Rear'] } },
      { name: 'Cargo Liner', qualifiers: ['Trunk', 'Behind 3rd Row'], price: [99, 179], weight: [5, 9], specs: { Material: ['TPE'] } },
      { name: 'Trailer Hitch', qualifiers: ['Class III 2 in', 'Class II 1-1/4 in'], price: [149, 329], weight: [30, 60], labor: { title: 'Hitch Installation', minutes: [60, 120] }, specs: { Class: ['II', 'III', 'IV'] } },
      { name: 'Mud Flap Set', qualifiers: ['No-Drill Front', 'No-Drill Rear'], price: [39, 89], weight: [2, 4], specs: { Fitment: ['No-Drill'] } },
    ],
  },
];

/** Hourly shop rates that labor is priced at. */
export const LABOR_RATES = [
  { labor_id: 1, title: 'Standard Shop Rate', amount: '120.00' },
  { labor_id: 2, title: 'Express Service Rate', amount: '95.50' },
];

/** One option value as the store sends it; tests build their own option sets with it too. */
export const value = (id: number, name: string, price: string, prefix: '+' | '-' = '+', image = '') => ({
  product_option_value_id: id,
  name,
  price,
  price_prefix: prefix,
  price_text: '',
  image,
});

/**
 * Option sets, one of every type across them; ids are global like the store's
 * product_option_id / product_option_value_id. `price_text` is filled when a product is rendered.
 */
export function optionSet(index: number, base: number): ProductOption[] {
  const id = (n: number) => base + n;
  const sets: ProductOption[][] = [
    [
      { product_option_id: id(1), name: 'Position', type: 'select', required: true, values: [value(id(11), 'Front', '0.00', '+', swatchImage('#34495e', 'Front')), value(id(12), 'Rear', '5.00', '+', swatchImage('#7f8c8d', 'Rear'))] },
      { product_option_id: id(2), name: 'Add-ons', type: 'checkbox', required: false, values: [value(id(21), 'Hardware Kit', '4.99'), value(id(22), 'Dielectric Grease', '2.49'), value(id(23), 'Mounting Clips', '9.99')] },
    ],
    [
      { product_option_id: id(1), name: 'Finish', type: 'radio', required: true, values: [value(id(11), 'Black', '0.00', '+', swatchImage('#111111', 'Black')), value(id(12), 'Chrome', '12.00', '+', swatchImage('#95a5a6', 'Chrome')), value(id(13), 'Silver', '3.00', '-', swatchImage('#bdc3c7', 'Silver'))] },
    ],
    [
      { product_option_id: id(1), name: 'Color', type: 'image', required: true, values: [value(id(11), 'Red', '0.00', '+', swatchImage('#c0392b', 'Red')), value(id(12), 'Blue', '0.00', '+', swatchImage('#2471a3', 'Blue')), value(id(13), 'Tan', '7.50', '+', swatchImage('#b9770e', 'Tan'))] },
      { product_option_id: id(2), name: 'Custom Text', type: 'text', required: false, values: [] },
    ],
    [
      { product_option_id: id(1), name: 'Installation Notes', type: 'textarea', required: false, values: [] },
      { product_option_id: id(2), name: 'Preferred Install Date', type: 'date', required: true, values: [] },
      { product_option_id: id(3), name: 'Preferred Install Time', type: 'time', required: false, values: [] },
    ],
    [
      { product_option_id: id(1), name: 'Pickup Date and Time', type: 'datetime', required: false, values: [] },
      { product_option_id: id(2), name: 'Core Return', type: 'select', required: false, values: [value(id(21), 'Return my old part', '18.00', '-'), value(id(22), 'Keep my old part', '0.00')] },
    ],
  ];
  return sets[index % sets.length];
}

