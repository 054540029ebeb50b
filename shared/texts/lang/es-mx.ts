import type { Pack } from '../languages';

/** Spanish (Mexico): every converted key, `domain.key` → text. */
const es: Pack = {};
export default es;
