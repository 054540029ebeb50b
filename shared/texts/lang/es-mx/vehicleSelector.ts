import type { Pack } from '../../languages';

/** Spanish (Mexico): the `vehicleSelector` catalog's texts. */
export default {
  'vehicleSelector.title': 'Selecciona tu vehículo',
  'vehicleSelector.findBy': 'Buscar tu vehículo por',
  'vehicleSelector.ymm': 'Año/Marca/Modelo',
  'vehicleSelector.engine': 'Motor',
  'vehicleSelector.unavailable': 'La selección de vehículo no está disponible.',
  'vehicleSelector.loading': 'Cargando…',
  'vehicleSelector.select': 'Selecciona: {label}',
  'vehicleSelector.optionsFailed': 'No se pudieron cargar las opciones del vehículo.',
  'vehicleSelector.listFailed': 'No se pudo cargar la lista de “{level}”.',
  'vehicleSelector.retry': 'Reintentar',
  'vehicleSelector.save': 'Guardar vehículo',
  'vehicleSelector.saveFailed': 'No se pudo guardar tu vehículo. Inténtalo de nuevo.',
  'vehicleSelector.popularMakes': 'Marcas populares',
  'vehicleSelector.allMakes': 'Todas las marcas',
  'vehicleSelector.popularModels': 'Modelos populares',
  'vehicleSelector.allModels': 'Todos los modelos',
} satisfies Pack;
