import type { Pack } from '../languages';

/**
 * Spanish (Mexico): every catalog key, `domain.key` → text, one file per catalog in ./es-mx/ (named after
 * its domain; tests/unit/texts-docs.test.ts keeps them complete). The parts are bundled into this
 * one file, loaded only on a page whose `language` is Spanish.
 */
const parts = import.meta.glob<Pack>('./es-mx/*.ts', { eager: true, import: 'default' });
const es: Pack = Object.assign({}, ...Object.values(parts));
export default es;
