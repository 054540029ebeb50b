import type { Pack } from '../languages';

/** French (Canada): every converted key, `domain.key` → text. */
const fr: Pack = {};
export default fr;
