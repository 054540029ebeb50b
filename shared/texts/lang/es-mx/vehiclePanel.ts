import type { Pack } from '../../languages';

/** Spanish (Mexico): the `vehiclePanel` catalog's texts. */
export default {
  'vehiclePanel.heading': 'Aplicación',
  'vehiclePanel.loadFailed': 'No se pudo cargar tu vehículo.',
  'vehiclePanel.retry': 'Reintentar',
  'vehiclePanel.reset': 'Restablecer vehículo',
  'vehiclePanel.universal': 'Mostrar refacciones universales',
  'vehiclePanel.remove': 'Quitar {name}',
} satisfies Pack;
