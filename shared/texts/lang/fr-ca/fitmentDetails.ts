import type { Pack } from '../../languages';

/** French (Canada): the `fitmentDetails` catalog's texts. */
export default {
  'fitmentDetails.detailsFailed': 'Les détails du catalogue n’ont pas pu être chargés.',
  'fitmentDetails.loading': 'Chargement…',
  'fitmentDetails.details': 'Détails du catalogue',
  'fitmentDetails.seriesCount': { one: '{count} pièce de cette série', other: '{count} pièces de cette série' },
  'fitmentDetails.categoryCount': { one: '{count} pièce dans cette catégorie', other: '{count} pièces dans cette catégorie' },
  'fitmentDetails.manufacturerCount': { one: '{count} pièce de ce fabricant', other: '{count} pièces de ce fabricant' },
  'fitmentDetails.retry': 'Réessayer',
  'fitmentDetails.refine': 'Précisez votre véhicule pour vérifier cette pièce :',
  'fitmentDetails.checking': 'Vérification de la compatibilité…',
  'fitmentDetails.choiceFailed': 'Votre choix n’a pas pu être enregistré. Veuillez réessayer.',
  'fitmentDetails.headsUp': 'Attention !',
  'fitmentDetails.cancel': 'Annuler',
  'fitmentDetails.understand': 'Je comprends',
  'fitmentDetails.reasonNoFit': 'Cette pièce n’est pas compatible avec le véhicule que vous avez choisi.',
  'fitmentDetails.reasonNoInfo': 'Nous n’avons aucune information de compatibilité pour cette pièce.',
  'fitmentDetails.reasonNoVehicle': 'Vous n’avez pas choisi de véhicule : nous ne pouvons donc pas confirmer que cette pièce est compatible.',
  'fitmentDetails.reasonUnconfirmed': 'Nous ne pouvons pas confirmer que cette pièce est compatible avec votre véhicule.',
  'fitmentDetails.makeSure': 'Assurez-vous qu’il s’agit de la bonne pièce avant de l’ajouter à votre panier.',
} satisfies Pack;
