import { useSettings } from '../../shared/config';
import type { WidgetBaseProps } from '../../shared/runtime/defineWidget';
import { CurrencySwitch } from './components/CurrencySwitch';
import { LanguageSwitch } from './components/LanguageSwitch';
import styles from './locale-switch.module.css';
import type { LocaleSwitchProps } from './props';

export type { LocaleSwitchProps };


/**
 * Currency and language switches (spec 1 §2). Each shows only when its list has two or more
 * entries; the current choice defaults to the store settings (`currency.code`, `language`).
 */
export function LocaleSwitch({ currencies = [], languages = [], current, currentCurrency, currentLanguage }: LocaleSwitchProps & WidgetBaseProps) {
  const settings = useSettings();
  const currency = currentCurrency ?? (languages.length === 0 ? current : undefined) ?? settings.currency.code;
  const language = currentLanguage ?? (currencies.length === 0 ? current : undefined) ?? settings.language;
  return (
    <div className={styles.bar}>
      {currencies.length > 1 ? <CurrencySwitch currencies={currencies} current={currency} /> : null}
      {languages.length > 1 ? <LanguageSwitch languages={languages} current={language} /> : null}
    </div>
  );
}
