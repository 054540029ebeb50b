import { array, object, string } from 'yup';
import type { PropsOf } from '../../shared/runtime/defineWidget';
/**
 * `<div data-pf-widget="locale-switch" data-pf-props='{"currencies": [{"code": "USD", "title": "US Dollar",
 *   "symbol": "$"}, …], "current": "USD"}'></div>` and/or
 * `data-pf-props='{"languages": [{"code": "en-gb", "name": "English"}, …], "current": "en-gb"}'`.
 * Both lists on one placeholder take `currentCurrency` and `currentLanguage`.
 */
export const schema = object({
  currencies: array(object({ code: string().required(), title: string().required(), symbol: string().optional() })).optional(),
  languages: array(object({ code: string().required(), name: string().required() })).optional(),
  current: string().optional(),
  currentCurrency: string().optional(),
  currentLanguage: string().optional(),
});

/** The widget's props, described once: by the schema above. */
export type LocaleSwitchProps = PropsOf<typeof schema>;
