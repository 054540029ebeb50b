import type { Pack } from '../../languages';

/** Spanish (Mexico): the `countdown` catalog's texts. */
export default {
  'countdown.label': 'Tiempo restante',
  'countdown.days': { one: 'Día', other: 'Días' },
  'countdown.hours': { one: 'Hora', other: 'Horas' },
  'countdown.minutes': { one: 'Minuto', other: 'Minutos' },
  'countdown.seconds': { one: 'Segundo', other: 'Segundos' },
  'countdown.up': 'Se acabó el tiempo',
  'countdown.underMinute': 'Queda menos de un minuto',
  'countdown.left': 'Tiempo restante: {time}',
  'countdown.day': { one: '{count} día', other: '{count} días' },
  'countdown.hour': { one: '{count} hora', other: '{count} horas' },
  'countdown.minute': { one: '{count} minuto', other: '{count} minutos' },
} satisfies Pack;
