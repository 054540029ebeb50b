import { getSettings } from '../../shared/config/settings';
import type { WidgetBaseProps } from '../../shared/runtime/defineWidget';
import { CurrencySwitch, type CurrencyChoice } from './components/CurrencySwitch';
import { LanguageSwitch, type LanguageChoice } from './components/LanguageSwitch';
import styles from './locale-switch.module.css';

export interface LocaleSwitchProps {
  currencies?: CurrencyChoice[];
  languages?: LanguageChoice[];
  /** The current code of the one list given (currency or language). */
  current?: string;
  /** With both lists on one placeholder: the current currency and language. */
  currentCurrency?: string;
  currentLanguage?: string;
}

/**
 * Currency and language switches (spec 1 §2). Each shows only when its list has two or more
 * entries; the current choice defaults to the store settings (`currency.code`, `language`).
 */
export function LocaleSwitch({ currencies = [], languages = [], current, currentCurrency, currentLanguage }: LocaleSwitchProps & WidgetBaseProps) {
  const settings = getSettings();
  const currency = currentCurrency ?? (languages.length === 0 ? current : undefined) ?? settings.currency.code;
  const language = currentLanguage ?? (currencies.length === 0 ? current : undefined) ?? settings.language;
  return (
    <div className={styles.bar}>
      {currencies.length > 1 ? <CurrencySwitch currencies={currencies} current={currency} /> : null}
      {languages.length > 1 ? <LanguageSwitch languages={languages} current={language} /> : null}
    </div>
  );
}
