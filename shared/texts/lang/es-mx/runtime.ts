import type { Pack } from '../../languages';

/** Spanish (Mexico): the `runtime` catalog's texts. */
export default {
  'runtime.unavailable': 'Esta parte de la página no se pudo cargar. Vuelve a cargar la página para intentarlo de nuevo.',
  'runtime.posLocked': 'El punto de venta está bloqueado.',
} satisfies Pack;
