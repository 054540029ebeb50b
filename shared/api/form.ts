/**
 * Form encoding the PHP store understands: nested objects and arrays become bracketed keys,
 * e.g. `{ option: { 12: '5', 13: ['7', '8'] } }` → `option[12]=5&option[13][]=7&option[13][]=8`,
 * and arrays of objects become `products[0][cart_key]=…`.
 */
export type FormValue = string | number | boolean | null | undefined | FormValue[] | { [key: string]: FormValue };

export function toForm(data: Record<string, FormValue>): URLSearchParams {
  const params = new URLSearchParams();
  const add = (key: string, value: FormValue) => {
    if (value === undefined || value === null) return;
    if (Array.isArray(value)) {
      const scalars = value.every((v) => v === null || typeof v !== 'object');
      value.forEach((v, i) => add(scalars ? `${key}[]` : `${key}[${i}]`, v));
    } else if (typeof value === 'object') {
      for (const [k, v] of Object.entries(value)) add(`${key}[${k}]`, v);
    } else {
      params.append(key, typeof value === 'boolean' ? (value ? '1' : '0') : String(value));
    }
  };
  for (const [key, value] of Object.entries(data)) add(key, value);
  return params;
}
