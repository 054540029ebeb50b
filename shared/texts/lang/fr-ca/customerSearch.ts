import type { Pack } from '../../languages';

/** French (Canada): the `customerSearch` catalog's texts. */
export default {
  'customerSearch.staffOnly': 'La recherche de clients est offerte en mode PDV seulement.',
  'customerSearch.title': 'Rechercher un client',
  'customerSearch.newCustomer': 'Nouveau client',
  'customerSearch.edit': 'Modifier {name}',
  'customerSearch.select': 'Choisir le client',
  'customerSearch.addToOrder': 'Ajouter à la commande',
  'customerSearch.assignToCart': 'Associer au panier',
} satisfies Pack;
