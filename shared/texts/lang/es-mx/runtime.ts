import type { Pack } from '../../languages';

/** Spanish (Mexico): the `runtime` catalog's texts. */
export default {
  'runtime.unavailable': 'Esta parte de la página no se pudo cargar. Vuelve a cargar la página para intentarlo de nuevo.',
  'runtime.posLocked': 'El punto de venta está bloqueado.',
  'runtime.staffPosCart': 'El carrito del punto de venta solo está disponible en el modo punto de venta.',
  'runtime.staffPosCheckout': 'El cobro en el punto de venta solo está disponible en el modo punto de venta.',
  'runtime.staffPosOrderList': 'La lista de pedidos solo está disponible en el modo punto de venta.',
  'runtime.staffPosCustomerList': 'La lista de clientes solo está disponible en el modo punto de venta.',
  'runtime.staffPosCustomerEdit': 'La administración de clientes solo está disponible en el modo punto de venta.',
  'runtime.staffAppointment': 'Las citas solo se agendan en el modo punto de venta.',
  'runtime.staffCustomerSearch': 'La búsqueda de clientes solo está disponible en el modo punto de venta.',
} satisfies Pack;
