import type { Pack } from '../../languages';

/** Spanish (Mexico): the `fitmentDetails` catalog's texts. */
export default {
  'fitmentDetails.detailsFailed': 'No se pudieron cargar los detalles del catálogo.',
  'fitmentDetails.loading': 'Cargando…',
  'fitmentDetails.details': 'Detalles del catálogo',
  'fitmentDetails.seriesCount': { one: '{count} pieza de esta serie', other: '{count} piezas de esta serie' },
  'fitmentDetails.categoryCount': { one: '{count} pieza de esta categoría', other: '{count} piezas de esta categoría' },
  'fitmentDetails.manufacturerCount': { one: '{count} pieza de este fabricante', other: '{count} piezas de este fabricante' },
  'fitmentDetails.retry': 'Reintentar',
  'fitmentDetails.refine': 'Precisa tu vehículo para verificar esta pieza:',
  'fitmentDetails.checking': 'Verificando compatibilidad…',
  'fitmentDetails.choiceFailed': 'No se pudo guardar tu elección. Inténtalo de nuevo.',
  'fitmentDetails.headsUp': '¡Atención!',
  'fitmentDetails.cancel': 'Cancelar',
  'fitmentDetails.understand': 'Entiendo',
  'fitmentDetails.reasonNoFit': 'Esta pieza no es compatible con el vehículo que seleccionaste.',
  'fitmentDetails.reasonNoInfo': 'No tenemos información de compatibilidad para esta pieza.',
  'fitmentDetails.reasonNoVehicle': 'No has seleccionado un vehículo, así que no podemos confirmar que esta pieza sea compatible.',
  'fitmentDetails.reasonUnconfirmed': 'No podemos confirmar que esta pieza sea compatible con tu vehículo.',
  'fitmentDetails.makeSure': 'Asegúrate de que sea la pieza correcta antes de agregarla a tu carrito.',
} satisfies Pack;
