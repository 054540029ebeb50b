import { defineTexts } from '../../shared/texts';

/** The POS customer list's texts: spec 2 §2 quoted exactly, and its accessible names. */
export const posCustomerListTexts = defineTexts('posCustomerList', {
  staffOnly: 'The customer list is available in POS mode only.',
  customers: 'Customers',
  addCustomer: 'Add Customer',
  filterCustomers: 'Filter customers',
  filterName: 'Customer Name',
  filterPhone: 'Phone',
  filterEmail: 'Email',
  filterAddress: 'Address',
  filterDateFrom: 'Date Added From',
  filterDateTo: 'Date Added To',
  customerPages: 'Customer pages',
  customerName: 'Customer Name',
  email: 'Email',
  phone: 'Phone',
  address: 'Address',
  vehicle: 'Vehicle',
  dateAdded: 'Date Added',
  orders: 'Orders',
  outstanding: 'Outstanding',
  actions: 'Actions',
  assignToCart: 'Assign to Cart',
  assignNamed: 'Assign to Cart: {name}',
  edit: 'Edit',
  editNamed: 'Edit {name}',
});
