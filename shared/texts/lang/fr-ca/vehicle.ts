import type { Pack } from '../../languages';

/** French (Canada): the `vehicle` catalog's texts. */
export default {
  'vehicle.fits': 'Compatible avec votre véhicule',
  'vehicle.doesNotFit': 'Non compatible avec votre véhicule',
  'vehicle.unknown': 'Compatibilité inconnue',
  'vehicle.verify': 'Vérifier la compatibilité',
  'vehicle.selectVehicle': 'Choisir un véhicule',
  'vehicle.facetYear': 'Année',
  'vehicle.facetMake': 'Marque',
  'vehicle.facetModel': 'Modèle',
  'vehicle.facetSubModel': 'Sous-modèle',
  'vehicle.facetBodyType': 'Type de carrosserie',
  'vehicle.facetBedLength': 'Longueur de caisse',
  'vehicle.facetEngineMfr': 'Fabricant du moteur',
  'vehicle.facetEngineFamily': 'Famille de moteur',
  'vehicle.facetEngineSize': 'Cylindrée',
  'vehicle.selectFacet': 'Choisir : {facet}',
  'vehicle.checkFailed': 'La compatibilité n’a pas pu être vérifiée.',
  'vehicle.retry': 'Réessayer',
} satisfies Pack;
