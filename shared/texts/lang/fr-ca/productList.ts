import type { Pack } from '../../languages';

/** French (Canada): the `productList` catalog's texts. */
export default {
  'productList.empty': 'Aucun résultat.',
  'productList.products': 'Produits',
  'productList.showing': { one: 'Affichage de {first} à {last} sur {total} ({count} page)', other: 'Affichage de {first} à {last} sur {total} ({count} pages)' },
  'productList.pages': 'Pages de produits',
  'productList.view': 'Affichage',
  'productList.grid': 'Grille',
  'productList.list': 'Liste',
  'productList.isNew': 'Nouveau',
  'productList.partNumber': 'Nº de pièce : ',
  'productList.chooseOptions': 'Choisir les options',
  'productList.chooseOptionsFor': 'Choisir les options de {name}',
  'productList.viewProduct': 'Voir le produit',
  'productList.viewProductNamed': 'Voir le produit : {name}',
  'productList.wishList': 'Liste de souhaits',
  'productList.addToWishList': 'Ajouter {name} à la liste de souhaits',
  'productList.compare': 'Comparer',
  'productList.addToCompare': 'Ajouter {name} à la comparaison',
  'productList.saved': 'Enregistré.',
  'productList.stockOf': 'Inventaire de {name} par magasin',
  'productList.stockFailed': "L'inventaire par magasin n'a pas pu être chargé.",
} satisfies Pack;
