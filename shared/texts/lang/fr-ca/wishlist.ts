import type { Pack } from '../../languages';

/** French (Canada): the `wishlist` catalog's texts. */
export default {
  'wishlist.empty': 'Votre liste de souhaits est vide.',
  'wishlist.loading': 'Chargement de votre liste de souhaits…',
  'wishlist.loadFailed': 'Votre liste de souhaits n’a pas pu être chargée.',
  'wishlist.caption': 'Ma liste de souhaits',
  'wishlist.image': 'Image',
  'wishlist.name': 'Nom du produit',
  'wishlist.model': 'Modèle',
  'wishlist.price': 'Prix unitaire',
  'wishlist.action': 'Action',
} satisfies Pack;
