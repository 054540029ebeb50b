import { pageUrl } from '../../../shared/api/endpoints/pages';
import { LocaleMenu } from './LocaleMenu';
import { useTexts } from '../../../shared/texts';
import { localeSwitchTexts } from '../texts';
import styles from '../locale-switch.module.css';

export interface LanguageChoice {
  code: string;
  name: string;
}

/**
 * The language switch is a form (spec 1 §2), posted to the store as a page load (not a call):
 * `code` from the pressed button and `redirect` = this page, so the store sets the language and
 * sends the shopper back here. The endpoint is `languageSwitch` in shared/api/endpoints/pages.ts.
 */
export function LanguageSwitch({ languages, current }: { languages: LanguageChoice[]; current: string }) {
  const t = useTexts(localeSwitchTexts);
  const active = languages.find((l) => l.code === current) ?? languages[0];
  return (
    <LocaleMenu summary={active.name} label={t('language', { name: active.name })}>
      <form method="post" action={pageUrl('languageSwitch')} aria-label={t('languages')}>
        <input type="hidden" name="redirect" value={window.location.href} />
        <ul className={styles.list}>
          {languages.map((l) => (
            <li key={l.code}>
              <button type="submit" name="code" value={l.code} className={styles.item} aria-current={l.code === active.code ? 'true' : undefined}>
                {l.name}
              </button>
            </li>
          ))}
        </ul>
      </form>
    </LocaleMenu>
  );
}
