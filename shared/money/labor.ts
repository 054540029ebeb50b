import { dec, type Amount } from './decimal';

/**
 * Labor cost = hourly amount × minutes ÷ 60 (× quantity for a subtotal), exact, rounded once
 * at the end to 2 places (spec 1 §9, spec 3 §9).
 */
export function laborCost(hourly: Amount, minutes: Amount, quantity: Amount = 1): string {
  // Divide last: hourly × minutes × quantity is exact, and a half cent after ÷ 60 is always a
  // terminating decimal, so the one rounding lands on the right side (dividing first rounded
  // 37946.41 × 170 ÷ 60 × 3 down to …44.48 instead of …44.49).
  return dec(hourly).times(dec(minutes)).times(dec(quantity)).dividedBy(60).toFixed(2);
}
