import type { Pack } from '../../languages';

/** French (Canada): the `product` catalog's texts. */
export default {
  'product.addToCart': 'Ajouter au panier',
  'product.buyNow': 'Acheter maintenant',
  'product.addWithLabor': 'Ajouter avec main-d’œuvre',
  'product.adding': 'Ajout en cours…',
  'product.added': 'Ajouté!',
  'product.viewCart': 'Voir le panier',
  'product.addedToCart': 'Vous avez ajouté {product} au panier.',
  'product.addedToCartFor': 'Vous avez ajouté {product} au panier pour {where}.',
  'product.loginForPrice': 'Connectez-vous pour voir le prix',
  'product.specialPrice': 'Prix spécial : ',
  'product.price': 'Prix : ',
  'product.regularPrice': 'Prix régulier : ',
  'product.instantRebate': 'Rabais instantané',
  'product.priceBefore': 'Prix avant rabais : ',
  'product.orMore': '{quantity} ou plus',
  'product.quantityDiscounts': 'Rabais sur quantité',
  'product.quantity': 'Quantité',
  'product.priceHead': 'Prix',
  'product.outOfStock': 'En rupture de stock',
  'product.inStock': { one: '{count} en stock', other: '{count} en stock' },
  'product.laborTime': 'Temps de main-d’œuvre : {time}',
  'product.laborCost': ' ; coût de la main-d’œuvre : {cost}',
  'product.laborSubtotal': ', {subtotal} pour {quantity}',
} satisfies Pack;
