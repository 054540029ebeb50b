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
  /** Part-number prefix, as each maker writes its numbers. */
  prefix: string;
}

export const BRANDS: Record<string, Brand> = {
  BKDK: { aaia: 'BKDK', name: 'PowerStop', manufacturer_id: 11, prefix: '' },
  BOSC: { aaia: 'BOSC', name: 'Bosch', manufacturer_id: 12, prefix: 'BC' },
  WGNR: { aaia: 'WGNR', name: 'Wagner', manufacturer_id: 13, prefix: 'QC' },
  MOOG: { aaia: 'MOOG', name: 'Moog', manufacturer_id: 14, prefix: 'K' },
  ACDL: { aaia: 'ACDL', name: 'ACDelco', manufacturer_id: 15, prefix: '' },
  MTRC: { aaia: 'MTRC', name: 'Motorcraft', manufacturer_id: 16, prefix: 'FL' },
  DRMN: { aaia: 'DRMN', name: 'Dorman', manufacturer_id: 17, prefix: '' },
  NGKS: { aaia: 'NGKS', name: 'NGK', manufacturer_id: 18, prefix: '' },
  FRAM: { aaia: 'FRAM', name: 'Fram', manufacturer_id: 19, prefix: 'PH' },
  DNSO: { aaia: 'DNSO', name: 'Denso', manufacturer_id: 20, prefix: '' },
  GATE: { aaia: 'GATE', name: 'Gates', manufacturer_id: 21, prefix: 'K0' },
  MONR: { aaia: 'MONR', name: 'Monroe', manufacturer_id: 22, prefix: '' },
  KYBC: { aaia: 'KYBC', name: 'KYB', manufacturer_id: 23, prefix: 'SR' },
  TIMK: { aaia: 'TIMK', name: 'Timken', manufacturer_id: 24, prefix: 'HA' },
  RAYB: { aaia: 'RAYB', name: 'Raybestos', manufacturer_id: 25, prefix: '' },
  SYLV: { aaia: 'SYLV', name: 'Sylvania', manufacturer_id: 26, prefix: '' },
  TRCO: { aaia: 'TRCO', name: 'Trico', manufacturer_id: 27, prefix: '' },
  OPTM: { aaia: 'OPTM', name: 'Optima', manufacturer_id: 28, prefix: '' },
  WTEC: { aaia: 'WTEC', name: 'WeatherTech', manufacturer_id: 29, prefix: '' },
  DAYC: { aaia: 'DAYC', name: 'Dayco', manufacturer_id: 30, prefix: '5' },
  CHMP: { aaia: 'CHMP', name: 'Champion', manufacturer_id: 31, prefix: '' },
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
      { name: 'Rear Wiper Blade', qualifiers: ['Exact Fit', 'Rear'], price: [9, 25], weight: [1, 1], specs: { Style: ['Rear'] } },
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

