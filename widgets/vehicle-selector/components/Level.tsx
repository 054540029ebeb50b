import type { YmmOption } from '../../../shared/api/ymm';
import { errorText } from '../../../shared/api/errors';
import { OptionSelect, type OptionGroup } from './OptionSelect';
import type { ListState } from '../../../shared/vehicle';
import { useTexts } from '../../../shared/texts';
import styles from '../vehicle-selector.module.css';
import { vehicleSelectorTexts } from '../texts';

export interface LevelProps {
  inputId: string;
  label: string;
  list: ListState<YmmOption[]>;
  /** The list as shown (popular groups first); defaults to the loaded list. */
  options?: YmmOption[] | OptionGroup[];
  value: YmmOption | null;
  onChange: (option: YmmOption | null) => void;
  /** The level above is not chosen yet. */
  waiting: boolean;
  disabled?: boolean;
}

/**
 * One level of the cascade: a labelled select, "Loading…" while its list loads, and an error
 * with Retry when it failed (the levels above keep their choices).
 */
export function Level({ inputId, label, list, options, value, onChange, waiting, disabled }: LevelProps) {
  const loading = list.status === 'loading';
  const t = useTexts(vehicleSelectorTexts);
  return (
    <div className={styles.level}>
      <OptionSelect
        inputId={inputId}
        label={label}
        options={options ?? list.data ?? []}
        value={value}
        onChange={onChange}
        isLoading={loading}
        isDisabled={disabled || waiting || loading || list.status === 'error'}
        placeholder={loading ? t('loading') : t('select', { label })}
      />
      {list.status === 'error' ? (
        <p className={styles.error} role="alert">
          {errorText(list.error, t('listFailed', { level: label.toLowerCase() }))}{' '}
          <button type="button" className={styles.retry} onClick={list.retry}>
            {t('retry')}
          </button>
        </p>
      ) : null}
    </div>
  );
}
