import type { Pack } from '../../languages';

/** Spanish (Mexico): the `money` catalog's texts. */
export default {
  'money.laborHours': { one: '{count} h', other: '{count} h' },
  'money.laborMinutes': '{count} min',
} satisfies Pack;
