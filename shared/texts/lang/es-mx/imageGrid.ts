import type { Pack } from '../../languages';

/** Spanish (Mexico): the `imageGrid` catalog's texts. */
export default {
  'imageGrid.featured': 'Destacados',
} satisfies Pack;
