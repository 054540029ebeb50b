import type { Pack } from '../../languages';

/** French (Canada): the `vehicleSelector` catalog's texts. */
export default {
  'vehicleSelector.title': 'Choisissez votre véhicule',
  'vehicleSelector.findBy': 'Trouver votre véhicule par',
  'vehicleSelector.ymm': 'Année/Marque/Modèle',
  'vehicleSelector.engine': 'Moteur',
  'vehicleSelector.unavailable': 'Le choix du véhicule n’est pas offert.',
  'vehicleSelector.loading': 'Chargement…',
  'vehicleSelector.select': 'Choisir : {label}',
  'vehicleSelector.optionsFailed': 'Les options du véhicule n’ont pas pu être chargées.',
  'vehicleSelector.listFailed': 'La liste « {level} » n’a pas pu être chargée.',
  'vehicleSelector.retry': 'Réessayer',
  'vehicleSelector.save': 'Enregistrer le véhicule',
  'vehicleSelector.saveFailed': 'Votre véhicule n’a pas pu être enregistré. Veuillez réessayer.',
  'vehicleSelector.popularMakes': 'Marques populaires',
  'vehicleSelector.allMakes': 'Toutes les marques',
  'vehicleSelector.popularModels': 'Modèles populaires',
  'vehicleSelector.allModels': 'Tous les modèles',
} satisfies Pack;
