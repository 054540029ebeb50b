import type { Pack } from '../../languages';

/** Spanish (Mexico): the `lists` catalog's texts. */
export default {
  'lists.notOrderable': 'Este producto no se puede pedir en línea. Contacta a la tienda desde la página del producto.',
  'lists.chooseOptions': 'Elegir opciones',
  'lists.chooseOptionsFor': 'Elegir opciones de {name}',
  'lists.viewProduct': 'Ver producto',
  'lists.viewNamed': 'Ver {name}',
  'lists.remove': 'Quitar',
  'lists.removeNamed': 'Quitar {name}',
} satisfies Pack;
