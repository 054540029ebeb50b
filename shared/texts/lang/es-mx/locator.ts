import type { Pack } from '../../languages';

/** Spanish (Mexico): the `locator` catalog's texts. */
export default {
  'locator.notFound': 'No encontramos este producto a menos de 250 millas.',
  'locator.invalidZip': 'Código postal no válido. Inténtalo de nuevo.',
} satisfies Pack;
