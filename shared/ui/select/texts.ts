import { defineTexts } from '../../texts';

/**
 * The dropdown's (../Select.tsx) own texts: its empty list and what it tells a screen reader
 * (react-select's English messages, word for word). They load with the dropdown, never on a page
 * that shows none.
 */
export const selectTexts = defineTexts('select', {
  noOptions: 'No results',
  results: { one: '{count} result available', other: '{count} results available' },
  filtered: '{results} for search term {term}.',
  unfiltered: '{results}.',
  menuGuidance: 'Use Up and Down to choose options, press Enter to select the currently focused option, press Escape to exit the menu, press Tab to select the option and exit the menu.',
  inputGuidance: 'Select is focused ,type to refine list, press Down to open the menu, ',
  inputGuidanceFixed: 'Select is focused , press Down to open the menu, ',
  selected: 'option {label}, selected.',
  deselected: 'option {label}, deselected.',
  cleared: 'All selected options have been cleared.',
  focused: '{label}, {position} of {count}.',
  focusedSelected: '{label} selected, {position} of {count}.',
});
