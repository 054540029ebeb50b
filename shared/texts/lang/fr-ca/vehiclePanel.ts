import type { Pack } from '../../languages';

/** French (Canada): the `vehiclePanel` catalog's texts. */
export default {
  'vehiclePanel.heading': 'Application',
  'vehiclePanel.loadFailed': 'Votre véhicule n’a pas pu être chargé.',
  'vehiclePanel.retry': 'Réessayer',
  'vehiclePanel.reset': 'Réinitialiser le véhicule',
  'vehiclePanel.universal': 'Afficher les pièces universelles',
  'vehiclePanel.remove': 'Retirer {name}',
} satisfies Pack;
