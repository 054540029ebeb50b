import type { Pack } from '../../languages';

/** Spanish (Mexico): the `vehicle` catalog's texts. */
export default {
  'vehicle.fits': 'Compatible con tu vehículo',
  'vehicle.doesNotFit': 'No es compatible con tu vehículo',
  'vehicle.unknown': 'Compatibilidad desconocida',
  'vehicle.verify': 'Verificar compatibilidad',
  'vehicle.selectVehicle': 'Seleccionar vehículo',
  'vehicle.facetYear': 'Año',
  'vehicle.facetMake': 'Marca',
  'vehicle.facetModel': 'Modelo',
  'vehicle.facetSubModel': 'Submodelo',
  'vehicle.facetBodyType': 'Tipo de carrocería',
  'vehicle.facetBedLength': 'Longitud de caja',
  'vehicle.facetEngineMfr': 'Fabricante del motor',
  'vehicle.facetEngineFamily': 'Familia de motor',
  'vehicle.facetEngineSize': 'Tamaño del motor',
  'vehicle.selectFacet': 'Seleccionar {facet}',
  'vehicle.checkFailed': 'No se pudo verificar la compatibilidad.',
  'vehicle.retry': 'Reintentar',
} satisfies Pack;
