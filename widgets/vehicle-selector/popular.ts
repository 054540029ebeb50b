import type { YmmOption } from '../../shared/api/ymm';
import type { OptionGroup } from './components/OptionSelect';
import { text } from '../../shared/texts';
import { vehicleSelectorTexts } from './texts';

/**
 * Popular sort "1" (spec 1 §4): these makes come first, each with its popular models first.
 * Matched by name, since make and model ids differ between catalogues.
 */
export const POPULAR: Record<string, string[]> = {
  Chevrolet: ['Silverado 1500', 'Tahoe', 'Equinox', 'Colorado'],
  Ford: ['F-150', 'Explorer', 'Escape', 'Mustang', 'Ranger'],
  GMC: ['Sierra 1500', 'Yukon', 'Canyon'],
  Jeep: ['Wrangler', 'Grand Cherokee', 'Gladiator'],
  Ram: ['1500', '2500'],
  Toyota: ['Tacoma', 'Tundra', 'Camry', 'RAV4', '4Runner'],
};

const norm = (s: string) => s.trim().toLowerCase();

/** Splits `options` into a popular group (in the popular list's order) and the rest. */
function split(options: YmmOption[], popular: string[], labels: [string, string]): OptionGroup[] | YmmOption[] {
  const wanted = popular.map(norm);
  const first = options.filter((o) => wanted.includes(norm(o.name))).sort((a, b) => wanted.indexOf(norm(a.name)) - wanted.indexOf(norm(b.name)));
  if (first.length === 0) return options;
  const rest = options.filter((o) => !first.includes(o));
  return [
    { label: labels[0], options: first },
    { label: labels[1], options: rest },
  ].filter((g) => g.options.length > 0);
}

export const sortMakes = (makes: YmmOption[]) => split(makes, Object.keys(POPULAR), [text(vehicleSelectorTexts, 'popularMakes'), text(vehicleSelectorTexts, 'allMakes')]);

export function sortModels(models: YmmOption[], makeName: string): OptionGroup[] | YmmOption[] {
  const entry = Object.entries(POPULAR).find(([make]) => norm(make) === norm(makeName));
  return entry ? split(models, entry[1], [text(vehicleSelectorTexts, 'popularModels'), text(vehicleSelectorTexts, 'allModels')]) : models;
}
