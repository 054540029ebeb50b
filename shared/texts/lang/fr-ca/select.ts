import type { Pack } from '../../languages';

/** French (Canada): the `select` catalog's texts. */
export default {
  'select.noOptions': 'Aucun résultat',
  'select.results': { one: '{count} résultat disponible', other: '{count} résultats disponibles' },
  'select.filtered': '{results} pour la recherche {term}.',
  'select.unfiltered': '{results}.',
  'select.menuGuidance': 'Utilisez les flèches haut et bas pour parcourir les options, Entrée pour choisir l’option en surbrillance, Échap pour fermer le menu, Tab pour choisir l’option et fermer le menu.',
  'select.inputGuidance': 'Liste déroulante active, tapez pour filtrer la liste, appuyez sur la flèche bas pour ouvrir le menu.',
  'select.inputGuidanceFixed': 'Liste déroulante active, appuyez sur la flèche bas pour ouvrir le menu.',
  'select.selected': 'option {label} choisie.',
  'select.deselected': 'option {label} retirée.',
  'select.cleared': 'Toutes les options choisies ont été effacées.',
  'select.focused': '{label}, {position} sur {count}.',
  'select.focusedSelected': '{label} choisie, {position} sur {count}.',
} satisfies Pack;
