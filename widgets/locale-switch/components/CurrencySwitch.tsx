import { withQuery } from '../../../shared/runtime/navigation';
import { LocaleMenu } from './LocaleMenu';
import { useTexts } from '../../../shared/texts';
import { localeSwitchTexts } from '../texts';
import styles from '../locale-switch.module.css';

export interface CurrencyChoice {
  code: string;
  title: string;
  symbol?: string;
}

/** The current page's address with `currency=CODE` set (spec 1 §2: the currency is a query parameter). */
export const currencyHref = (code: string, href = window.location.href): string => withQuery({ currency: code }, href);

/** Links to the same page in each currency; the current one is marked. */
export function CurrencySwitch({ currencies, current }: { currencies: CurrencyChoice[]; current: string }) {
  const t = useTexts(localeSwitchTexts);
  const active = currencies.find((c) => c.code === current) ?? currencies[0];
  return (
    <LocaleMenu summary={`${active.symbol ? `${active.symbol} ` : ''}${active.code}`} label={t('currency', { name: active.title })}>
      <ul className={styles.list} aria-label={t('currencies')}>
        {currencies.map((c) => (
          <li key={c.code}>
            <a className={styles.item} href={currencyHref(c.code)} aria-current={c.code === active.code ? 'true' : undefined}>
              {c.symbol ? <span aria-hidden="true">{c.symbol} </span> : null}
              {c.title}
            </a>
          </li>
        ))}
      </ul>
    </LocaleMenu>
  );
}
