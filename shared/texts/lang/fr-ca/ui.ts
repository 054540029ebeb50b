import type { Pack } from '../../languages';

/** French (Canada): the `ui` catalog's texts. */
export default {
  'ui.tableLoadFailed': 'Une erreur s’est produite!',
  'ui.tableEmpty': 'Aucun résultat!',
  'ui.retry': 'Réessayer',
  'ui.tablePages': 'Pages du tableau',
  'ui.namedTablePages': 'Pages : {label}',
} satisfies Pack;
