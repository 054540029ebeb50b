import { registry } from '../mount/registry';
import { more } from '../mount/registry-more';

/**
 * Every widget the loader can mount: the core ones imported by the loader itself and the others
 * listed in `registry-more` (imported on demand). The gallery marks a widget "not registered
 * yet" only when it is in neither.
 */
export const registeredNames: readonly string[] = [...Object.keys(registry), ...Object.keys(more)];
