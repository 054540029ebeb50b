import type { Pack } from '../../languages';

/** French (Canada): the `countdown` catalog's texts. */
export default {
  'countdown.label': 'Temps restant',
  'countdown.days': { one: 'Jour', other: 'Jours' },
  'countdown.hours': { one: 'Heure', other: 'Heures' },
  'countdown.minutes': { one: 'Minute', other: 'Minutes' },
  'countdown.seconds': { one: 'Seconde', other: 'Secondes' },
  'countdown.up': 'Le temps est écoulé',
  'countdown.underMinute': 'Moins d’une minute restante',
  'countdown.left': 'Temps restant : {time}',
  'countdown.day': { one: '{count} jour', other: '{count} jours' },
  'countdown.hour': { one: '{count} heure', other: '{count} heures' },
  'countdown.minute': { one: '{count} minute', other: '{count} minutes' },
} satisfies Pack;
