import type { Pack } from '../../languages';

/** French (Canada): the `vehicle` catalog's texts. */
export default {
  'vehicle.fits': 'Compatible avec votre véhicule',
  'vehicle.doesNotFit': 'Non compatible avec votre véhicule',
  'vehicle.unknown': 'Compatibilité inconnue',
  'vehicle.verify': 'Vérifier la compatibilité',
  'vehicle.selectVehicle': 'Choisir un véhicule',
} satisfies Pack;
