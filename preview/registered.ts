import { MORE, registry } from '../mount/registry';

/**
 * Every widget the loader can mount: the core ones imported by the loader itself and the others
 * it names in `MORE` (imported from `registry-more` on demand). The gallery marks a widget "not
 * registered yet" only when it is in neither.
 */
export const registeredNames: readonly string[] = [...Object.keys(registry), ...MORE];
