import type { Pack } from '../../languages';

/** Spanish (Mexico): the `vehicle` catalog's texts. */
export default {
  'vehicle.fits': 'Compatible con tu vehículo',
  'vehicle.doesNotFit': 'No es compatible con tu vehículo',
  'vehicle.unknown': 'Compatibilidad desconocida',
  'vehicle.verify': 'Verificar compatibilidad',
  'vehicle.selectVehicle': 'Seleccionar vehículo',
} satisfies Pack;
