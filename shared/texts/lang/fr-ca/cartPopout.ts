import type { Pack } from '../../languages';

/** French (Canada): the `cartPopout` catalog's texts. */
export default {
  'cartPopout.empty': 'Votre panier est vide.',
  'cartPopout.removeFailed': 'L’article n’a pas pu être retiré. Veuillez réessayer.',
  'cartPopout.loadFailed': 'Le panier n’a pas pu être chargé.',
  'cartPopout.tryAgain': 'Réessayer',
  'cartPopout.loading': 'Chargement du panier…',
  'cartPopout.productsCaption': 'Produits dans votre panier',
  'cartPopout.image': 'Image',
  'cartPopout.product': 'Produit',
  'cartPopout.quantity': 'Quantité',
  'cartPopout.price': 'Prix',
  'cartPopout.remove': 'Retirer',
  'cartPopout.removeItem': 'Retirer {name}',
  'cartPopout.lineQuantity': 'x {quantity}',
  'cartPopout.totalsCaption': 'Totaux du panier',
  'cartPopout.viewCart': 'Voir le panier',
  'cartPopout.checkout': 'Passer à la caisse',
  'cartPopout.orderNotSaved': 'La commande n’a pas pu être enregistrée pour le paiement. Veuillez réessayer.',
  'cartPopout.shoppingCart': 'Panier, ',
  'cartPopout.cart': 'Panier',
  'cartPopout.mobileLink': 'Panier',
  'cartPopout.mobileLinkCount': { one: 'Panier, {count} article', other: 'Panier, {count} articles' },
} satisfies Pack;
