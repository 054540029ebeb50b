import type { Pack } from '../../languages';

/** French (Canada): the `cart` catalog's texts. */
export default {
  'cart.empty': 'Votre panier est vide.',
  'cart.loadFailed': 'Le panier n’a pas pu être chargé.',
  'cart.codeFailed': 'Le code n’a pas pu être appliqué. Veuillez réessayer.',
  'cart.codeRemoveFailed': 'Le code n’a pas pu être retiré. Veuillez réessayer.',
  'cart.creditRemoveFailed': 'Le crédit en magasin n’a pas pu être retiré. Veuillez réessayer.',
  'cart.tryAgain': 'Réessayer',
  'cart.loading': 'Chargement du panier…',
  'cart.products': 'Produits dans votre panier',
  'cart.codes': 'Codes',
  'cart.useCoupon': 'Utiliser un code promo',
  'cart.useGiftCertificate': 'Utiliser une carte-cadeau',
  'cart.appliedCodes': 'Codes appliqués',
  'cart.coupon': 'Code promo',
  'cart.voucher': 'Carte-cadeau',
  'cart.reward': 'Points de récompense',
  'cart.weight': 'Poids : {weight}',
  'cart.remove': 'Retirer',
  'cart.removeItem': 'Retirer {name}',
} satisfies Pack;
