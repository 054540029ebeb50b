import type { Pack } from '../../languages';

/** French (Canada): the `imageGrid` catalog's texts. */
export default {
  'imageGrid.featured': 'En vedette',
} satisfies Pack;
