import { defineTexts } from '../../shared/texts';

/** The vehicle selector: spec 1 §2 / §4 quoted exactly, and its labels and messages. */
export const vehicleSelectorTexts = defineTexts('vehicleSelector', {
  title: 'Select Your Vehicle',
  findBy: 'Find your vehicle by',
  ymm: 'Year/Make/Model',
  engine: 'Engine',
  unavailable: 'Vehicle selection is not available.',
  loading: 'Loading…',
  select: 'Select {label}',
  optionsFailed: 'The vehicle options could not be loaded.',
  listFailed: 'The {level} list could not be loaded.',
  retry: 'Retry',
  save: 'Save Vehicle',
  saveFailed: 'Your vehicle could not be saved. Please try again.',
  popularMakes: 'Popular Makes',
  allMakes: 'All Makes',
  popularModels: 'Popular Models',
  allModels: 'All Models',
});
