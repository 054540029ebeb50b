import type { Pack } from '../../languages';

/** French (Canada): the `money` catalog's texts. */
export default {
  'money.laborHours': { one: '{count} h', other: '{count} h' },
  'money.laborMinutes': '{count} min',
} satisfies Pack;
