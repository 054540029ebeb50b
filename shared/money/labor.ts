import { divide, exact, fixed, mul, type Amount } from './exact';

/**
 * Labor cost = hourly amount × minutes ÷ 60 (× quantity for a subtotal), exact, rounded once
 * at the end to 2 places (spec 1 §9, spec 3 §9).
 */
export function laborCost(hourly: Amount, minutes: Amount, quantity: Amount = 1): string {
  // Divide last: hourly × minutes × quantity is exact, and a half cent after ÷ 60 is always a
  // terminating decimal, so the one rounding lands on the right side (dividing first rounded
  // 37946.41 × 170 ÷ 60 × 3 down to …44.48 instead of …44.49).
  return fixed(divide(mul(mul(exact(hourly), exact(minutes)), exact(quantity)), 60n, 2), 2);
}

/** Labor time as hours and minutes: 90 → "1 hr 30 min", 45 → "45 min", 120 → "2 hrs". */
export function formatLaborTime(minutes: Amount): string {
  const total = Math.max(0, Math.round(Number(fixed(exact(minutes), 6))));
  const h = Math.floor(total / 60);
  const m = total % 60;
  const parts: string[] = [];
  if (h) parts.push(`${h} ${h === 1 ? 'hr' : 'hrs'}`);
  if (m || !h) parts.push(`${m} min`);
  return parts.join(' ');
}
