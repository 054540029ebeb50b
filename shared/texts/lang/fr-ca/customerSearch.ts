import type { Pack } from '../../languages';

/** French (Canada): the `customerSearch` catalog's texts. */
export default {
  'customerSearch.title': 'Rechercher un client',
  'customerSearch.newCustomer': 'Nouveau client',
  'customerSearch.edit': 'Modifier {name}',
  'customerSearch.select': 'Choisir le client',
  'customerSearch.addToOrder': 'Ajouter à la commande',
  'customerSearch.assignToCart': 'Associer au panier',
} satisfies Pack;
