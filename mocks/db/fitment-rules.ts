/**
 * The mock store's fitment rules: which vehicles each part fits, and what validateFitment
 * answers for the current vehicle. A few named parts have hand-written rules that the tests
 * and the preview rely on (one per result, choices at each level, both paths); every other
 * part (any aaia~mpn, including the catalogue's) gets a rule derived from a hash of its key,
 * so the catalogue exercises every result without listing each part here.
 */
import type { Facet } from '../../shared/vehicle/state';
import type { Choices, FitmentPart, FitmentResult } from '../../shared/api/ymm';
import {
  BED_LENGTHS,
  BODY_TYPES,
  ENGINE_FAMILIES,
  FIRST_YEAR,
  LAST_YEAR,
  MODELS,
  choiceLists,
  facetValue,
  hasEngine,
  hasYmm,
  makeById,
  modelById,
  soldIn,
  type Named,
} from './vehicles';

type ChoiceLevel = 'SubModelID' | 'BodyTypeID' | 'BedLengthID';
const LEVELS: ChoiceLevel[] = ['SubModelID', 'BodyTypeID', 'BedLengthID'];
const LEVEL_LABEL: Record<ChoiceLevel, string> = { SubModelID: 'sub model', BodyTypeID: 'body type', BedLengthID: 'bed length' };

export type FitRule =
  | { kind: 'universal' }
  | { kind: 'unknown' }
  /** Fits these models in these years; each optional level narrows it further. */
  | ({ kind: 'vehicle'; modelIds: string[]; years: [number, number] } & Partial<Record<ChoiceLevel, string[]>>)
  /** Fits vehicles with one of these engine families. */
  | { kind: 'engine'; familyIds: string[] };

const subModelId = (modelId: string, name: string) => modelById(modelId)!.subModels.find((s) => s.name === name)!.id;

/** Hand-written parts: aaia~mpn → name and rule. */
export const FITMENT_FIXTURES: Record<string, { name: string; rule: FitRule }> = {
  'BKDK~ABC123': { name: 'Front Brake Pad Set', rule: { kind: 'vehicle', modelIds: ['6789'], years: [1995, 2026] } },
  'MOOG~K80012': {
    name: 'Ball Joint',
    rule: { kind: 'vehicle', modelIds: ['6789'], years: [2009, 2026], SubModelID: ['XLT', 'Lariat', 'King Ranch'].map((n) => subModelId('6789', n)) },
  },
  'MOOG~RK622036': { name: 'Upper Control Arm', rule: { kind: 'vehicle', modelIds: ['6789'], years: [2009, 2026], BodyTypeID: ['63'] } },
  'EXTG~92475': { name: 'Tonneau Cover', rule: { kind: 'vehicle', modelIds: ['6789', '6001', '6101'], years: [2004, 2026], BedLengthID: ['5'] } },
  'CRCI~05089': { name: 'Brake Parts Cleaner', rule: { kind: 'universal' } },
  'ACDL~PF63X': { name: 'Oil Filter', rule: { kind: 'unknown' } },
  'DENS~2344209': { name: 'Oxygen Sensor', rule: { kind: 'vehicle', modelIds: ['6503'], years: [2012, 2017] } },
  'MOTO~SP546': { name: 'Iridium Spark Plug', rule: { kind: 'engine', familyIds: ['31', '33'] } },
};

/** FNV-1a: a stable 32-bit hash, so derived rules never change between runs. */
export function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

const half = <T,>(list: T[], h: number) => list.filter((_, i) => (i + h) % 2 === 0);

/** The rule of any part: hand-written, or derived from its key. */
export function ruleFor(aaia: string, mpn: string): FitRule {
  const key = `${aaia}~${mpn}`;
  const fixed = FITMENT_FIXTURES[key];
  if (fixed) return fixed.rule;
  if (!aaia || !mpn) return { kind: 'unknown' };
  const h = hash(key);
  const bucket = h % 20;
  if (bucket < 2) return { kind: 'universal' };
  if (bucket < 4) return { kind: 'unknown' };
  if (bucket < 6) return { kind: 'engine', familyIds: half(ENGINE_FAMILIES, h >>> 8).map((f) => f.id) };
  // A vehicle rule: about two models in three, from a year on, sometimes narrowed by a choice
  // level of the vehicle's model (so every vehicle sees a mix of yes, no and maybe).
  const modelIds = MODELS.filter((m) => hash(`${key}/${m.id}`) % 3 !== 0).map((m) => m.id);
  const rule: FitRule = { kind: 'vehicle', modelIds, years: [FIRST_YEAR + ((h >>> 11) % 12), LAST_YEAR] };
  const level = (h >>> 14) % 8;
  const pick = <T extends Named>(list: T[]) => half(list, h >>> 3).map((x) => x.id);
  // Narrowing lists every model's options at that level, halved, so a pick can go either way.
  if (level === 1) rule.SubModelID = pick(MODELS.flatMap((m) => m.subModels));
  if (level === 2) rule.BodyTypeID = pick(Object.values(BODY_TYPES));
  if (level === 3) rule.BedLengthID = pick(Object.values(BED_LENGTHS));
  return rule;
}

export interface Verdict {
  result: FitmentResult;
  choices: Choices;
  label: string;
  notes: string;
}

const verdict = (result: FitmentResult, label = '', notes = '', choices: Choices = {}): Verdict => ({ result, choices, label, notes });

export function vehicleName(facets: Facet[]): string {
  const year = facetValue(facets, 'Year') ?? '';
  const make = makeById(facetValue(facets, 'MakeID') ?? '')?.name ?? '';
  const model = modelById(facetValue(facets, 'ModelID') ?? '')?.name ?? '';
  return [year, make, model].filter(Boolean).join(' ');
}

/** What validateFitment answers for one part and the current vehicle. */
export function evaluate(rule: FitRule, facets: Facet[]): Verdict {
  if (rule.kind === 'unknown') return verdict('unknown');
  if (rule.kind === 'universal') return verdict('universal', 'Fits all vehicles');
  const ymm = hasYmm(facets);
  const engine = hasEngine(facets);
  if (!ymm && !engine) return verdict('maybe', '', 'Select your vehicle to check this part.');

  if (rule.kind === 'engine') {
    const family = facetValue(facets, 'EngineFamilyID');
    if (!engine || !family) return verdict('maybe', '', 'Fitment depends on the engine.');
    const name = ENGINE_FAMILIES.find((f) => f.id === family)?.name ?? 'engine';
    return rule.familyIds.includes(family) ? verdict('yes', `Fits your ${name} engine`) : verdict('no', `Does not fit your ${name} engine`);
  }

  if (!ymm) return verdict('maybe', '', 'Fitment depends on the year, make and model.');
  const model = modelById(facetValue(facets, 'ModelID') ?? '');
  const year = Number(facetValue(facets, 'Year'));
  const name = vehicleName(facets);
  if (!model || !rule.modelIds.includes(model.id) || year < rule.years[0] || year > rule.years[1] || !soldIn(model, year)) {
    return verdict('no', `Does not fit your ${name}`);
  }
  for (const level of LEVELS) {
    const allowed = rule[level];
    if (!allowed) continue;
    const picked = facetValue(facets, level);
    if (picked) {
      if (!allowed.includes(picked)) return verdict('no', `Does not fit your ${name}`);
      continue;
    }
    const options: Named[] = choiceLists(model, { BodyTypeID: facetValue(facets, 'BodyTypeID') })[level];
    // Only a real choice is offered; with one option the store cannot ask.
    if (options.length > 1) return verdict('maybe', '', `Depends on the ${LEVEL_LABEL[level]}.`, { [level]: options });
  }
  return verdict('yes', `Fits your ${name}`);
}

/** The validateFitment answer for a list of parts. */
export function validateParts(parts: Array<{ aaia: string; mpn: string }>, facets: Facet[], nameOf: (aaia: string, mpn: string) => string): FitmentPart[] {
  return parts.map(({ aaia, mpn }) => {
    const v = evaluate(ruleFor(aaia, mpn), facets);
    return { aaia, mpn, result: v.result, label: v.label, name: nameOf(aaia, mpn) || FITMENT_FIXTURES[`${aaia}~${mpn}`]?.name || '', notes: v.notes, choices: v.choices };
  });
}
