import type { Pack } from '../../languages';

/** Spanish (Mexico): the `alertBar` catalog's texts. */
export default {
  'alertBar.region': 'Aviso de la tienda',
  'alertBar.close': 'Cerrar aviso',
} satisfies Pack;
