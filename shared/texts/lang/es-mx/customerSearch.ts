import type { Pack } from '../../languages';

/** Spanish (Mexico): the `customerSearch` catalog's texts. */
export default {
  'customerSearch.staffOnly': 'La búsqueda de clientes solo está disponible en modo POS.',
  'customerSearch.title': 'Buscar un cliente',
  'customerSearch.newCustomer': 'Cliente nuevo',
  'customerSearch.edit': 'Editar {name}',
  'customerSearch.select': 'Seleccionar cliente',
  'customerSearch.addToOrder': 'Agregar al pedido',
  'customerSearch.assignToCart': 'Asignar al carrito',
} satisfies Pack;
