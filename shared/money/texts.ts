import { defineTexts } from '../texts';

/** Labor time as hours and minutes (a count of minutes, shown beside labor money). */
export const moneyTexts = defineTexts('money', {
  laborHours: { one: '{count} hr', other: '{count} hrs' },
  laborMinutes: '{count} min',
});
