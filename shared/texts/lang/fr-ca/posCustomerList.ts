import type { Pack } from '../../languages';

/** French (Canada): the `posCustomerList` catalog's texts. */
export default {
  'posCustomerList.staffOnly': 'La liste des clients est offerte en mode PDV seulement.',
  'posCustomerList.customers': 'Clients',
  'posCustomerList.addCustomer': 'Ajouter un client',
  'posCustomerList.filterCustomers': 'Filtrer les clients',
  'posCustomerList.filterName': 'Nom du client',
  'posCustomerList.filterPhone': 'Téléphone',
  'posCustomerList.filterEmail': 'Courriel',
  'posCustomerList.filterAddress': 'Adresse',
  'posCustomerList.filterDateFrom': 'Ajouté depuis le',
  'posCustomerList.filterDateTo': 'Ajouté jusqu’au',
  'posCustomerList.customerPages': 'Pages de clients',
  'posCustomerList.customerName': 'Nom du client',
  'posCustomerList.email': 'Courriel',
  'posCustomerList.phone': 'Téléphone',
  'posCustomerList.address': 'Adresse',
  'posCustomerList.vehicle': 'Véhicule',
  'posCustomerList.dateAdded': 'Date d’ajout',
  'posCustomerList.orders': 'Commandes',
  'posCustomerList.outstanding': 'Impayé',
  'posCustomerList.actions': 'Actions',
  'posCustomerList.assignToCart': 'Associer au panier',
  'posCustomerList.assignNamed': 'Associer au panier : {name}',
  'posCustomerList.edit': 'Modifier',
  'posCustomerList.editNamed': 'Modifier {name}',
} satisfies Pack;
