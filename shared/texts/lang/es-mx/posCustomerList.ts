import type { Pack } from '../../languages';

/** Spanish (Mexico): the `posCustomerList` catalog's texts. */
export default {
  'posCustomerList.staffOnly': 'La lista de clientes solo está disponible en modo punto de venta.',
  'posCustomerList.customers': 'Clientes',
  'posCustomerList.addCustomer': 'Agregar cliente',
  'posCustomerList.filterCustomers': 'Filtrar clientes',
  'posCustomerList.filterName': 'Nombre del cliente',
  'posCustomerList.filterPhone': 'Teléfono',
  'posCustomerList.filterEmail': 'Correo electrónico',
  'posCustomerList.filterAddress': 'Dirección',
  'posCustomerList.filterDateFrom': 'Alta desde',
  'posCustomerList.filterDateTo': 'Alta hasta',
  'posCustomerList.customerPages': 'Páginas de clientes',
  'posCustomerList.customerName': 'Nombre del cliente',
  'posCustomerList.email': 'Correo electrónico',
  'posCustomerList.phone': 'Teléfono',
  'posCustomerList.address': 'Dirección',
  'posCustomerList.vehicle': 'Vehículo',
  'posCustomerList.dateAdded': 'Fecha de alta',
  'posCustomerList.orders': 'Pedidos',
  'posCustomerList.outstanding': 'Pendiente',
  'posCustomerList.actions': 'Acciones',
  'posCustomerList.assignToCart': 'Asignar al carrito',
  'posCustomerList.assignNamed': 'Asignar al carrito: {name}',
  'posCustomerList.edit': 'Editar',
  'posCustomerList.editNamed': 'Editar {name}',
} satisfies Pack;
