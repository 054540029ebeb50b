import type { Pack } from '../../languages';

/** French (Canada): the `locator` catalog's texts. */
export default {
  'locator.notFound': 'Nous n’avons trouvé ce produit dans aucun magasin à moins de 250 milles.',
  'locator.invalidZip': 'Code postal invalide. Veuillez réessayer.',
} satisfies Pack;
