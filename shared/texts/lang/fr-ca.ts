import type { Pack } from '../languages';

/**
 * French (Canada): every catalog key, `domain.key` → text, one file per catalog in ./fr-ca/ (named after
 * its domain; tests/unit/texts-docs.test.ts keeps them complete). The parts are bundled into this
 * one file, loaded only on a page whose `language` is French.
 */
const parts = import.meta.glob<Pack>('./fr-ca/*.ts', { eager: true, import: 'default' });
const fr: Pack = Object.assign({}, ...Object.values(parts));
export default fr;
