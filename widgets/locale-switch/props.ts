import { array, object, optional, required, string } from '../../shared/runtime/props';
import type { PropsOf } from '../../shared/runtime/defineWidget';
/**
 * `<div data-pf-widget="locale-switch" data-pf-props='{"currencies": [{"code": "USD", "title": "US Dollar",
 *   "symbol": "$"}, …], "current": "USD"}'></div>` and/or
 * `data-pf-props='{"languages": [{"code": "en-gb", "name": "English"}, …], "current": "en-gb"}'`.
 * Both lists on one placeholder take `currentCurrency` and `currentLanguage`.
 */
export const schema = object({
  currencies: optional(array(object({ code: required(string()), title: required(string()), symbol: optional(string()) }))),
  languages: optional(array(object({ code: required(string()), name: required(string()) }))),
  current: optional(string()),
  currentCurrency: optional(string()),
  currentLanguage: optional(string()),
});

/** The widget's props, described once: by the schema above. */
export type LocaleSwitchProps = PropsOf<typeof schema>;
