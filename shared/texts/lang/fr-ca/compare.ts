import type { Pack } from '../../languages';

/** French (Canada): the `compare` catalog's texts. */
export default {
  'compare.empty': 'Vous n’avez choisi aucun produit à comparer.',
  'compare.loading': 'Chargement de la liste de comparaison…',
  'compare.loadFailed': 'La liste de comparaison n’a pas pu être chargée.',
  'compare.caption': 'Comparaison de produits',
  'compare.image': 'Image',
  'compare.price': 'Prix',
  'compare.model': 'Modèle',
  'compare.brand': 'Marque',
  'compare.availability': 'Disponibilité',
  'compare.rating': 'Évaluation',
  'compare.weight': 'Poids',
  'compare.length': 'Longueur',
  'compare.width': 'Largeur',
  'compare.height': 'Hauteur',
} satisfies Pack;
