import ReactSelect, { type AriaLiveMessages, type GroupBase, type StylesConfig } from 'react-select';
import { CacheProvider } from '@emotion/react';
import { selectStyleCache } from './selectStyleCache';
import { useTexts } from '../texts';
import { selectTexts } from './select/texts';
import { uiTexts } from './texts';
import styles from './Select.module.css';

export interface SelectOption {
  value: string;
  label: string;
}

/** A labelled group of options (e.g. "Popular Makes" before "All Makes"). */
export interface SelectGroup {
  label: string;
  options: SelectOption[];
}

const isGroup = (o: SelectOption | SelectGroup): o is SelectGroup => Array.isArray((o as SelectGroup).options);

export interface SelectProps {
  /** Id of react-select's input; the visible label points at it. */
  inputId: string;
  label: string;
  hideLabel?: boolean;
  /** Options, or labelled groups of options (react-select shows each group under its heading). */
  options: SelectOption[] | SelectGroup[];
  /** The selected option's value, or null. */
  value: string | null;
  onChange: (value: string | null) => void;
  isLoading?: boolean;
  isDisabled?: boolean;
  isClearable?: boolean;
  isSearchable?: boolean;
  placeholder?: string;
  loadingMessage?: string;
  noOptionsMessage?: string;
  name?: string;
  invalid?: boolean;
  describedBy?: string;
  className?: string;
  /**
   * `fixed` lets the open list escape a scrolling container (a Modal's body), so it is not cut
   * off; it then flips above the field when there is no room below. Default `absolute`.
   */
  menuPosition?: 'absolute' | 'fixed';
}

/** react-select's look, read from the theme's --pf-* custom properties (so a theme can restyle it). */
const themed: StylesConfig<SelectOption, false> = {
  control: (base, state) => ({
    ...base,
    minHeight: 'max(calc(var(--pf-font-size) * 2.5), var(--pf-target))',
    borderRadius: 'var(--pf-radius)',
    borderColor: state.isFocused ? 'var(--pf-color-focus)' : 'var(--pf-color-border)',
    boxShadow: state.isFocused ? '0 0 0 1px var(--pf-color-focus)' : 'none',
    background: state.isDisabled ? 'var(--pf-color-surface-alt)' : 'var(--pf-color-surface)',
    '&:hover': { borderColor: 'var(--pf-color-focus)' },
  }),
  singleValue: (base) => ({ ...base, color: 'var(--pf-color-text)' }),
  input: (base) => ({ ...base, color: 'var(--pf-color-text)' }),
  placeholder: (base) => ({ ...base, color: 'var(--pf-color-muted)' }),
  menu: (base) => ({ ...base, zIndex: 'calc(var(--pf-z-modal) + 1)' as unknown as number, borderRadius: 'var(--pf-radius)', background: 'var(--pf-color-surface)', boxShadow: 'var(--pf-shadow)' }),
  option: (base, state) => ({
    ...base,
    color: state.isSelected ? 'var(--pf-color-primary-contrast)' : 'var(--pf-color-text)',
    background: state.isSelected ? 'var(--pf-color-primary)' : state.isFocused ? 'var(--pf-color-surface-alt)' : 'transparent',
  }),
  // react-select's default group heading (#999) is too faint to read (WCAG contrast).
  groupHeading: (base) => ({ ...base, color: 'var(--pf-color-muted)', fontWeight: 600 }),
  indicatorSeparator: (base) => ({ ...base, background: 'var(--pf-color-border)' }),
  dropdownIndicator: (base) => ({ ...base, color: 'var(--pf-color-muted)' }),
};

type T = ReturnType<typeof useTexts<typeof selectTexts.en>>;

/**
 * What react-select announces (its own messages, from the catalog): a single-value dropdown, so
 * no multi-value texts; its options are never disabled.
 */
const liveMessages = (t: T): AriaLiveMessages<SelectOption, false, GroupBase<SelectOption>> => ({
  guidance: ({ context, isSearchable, isInitialFocus }) =>
    context === 'menu' ? t('menuGuidance') : context === 'input' && isInitialFocus ? t(isSearchable ? 'inputGuidance' : 'inputGuidanceFixed') : '',
  onChange: ({ action, label = '', labels }) => {
    if (action === 'clear') return t('cleared');
    if (action === 'deselect-option' || action === 'pop-value' || action === 'remove-value') return t('deselected', { label });
    if (action === 'initial-input-focus') return t('selected', { label: labels.join(',') });
    return action === 'select-option' ? t('selected', { label }) : '';
  },
  onFocus: ({ context, focused, options, label = '', isSelected, isAppleDevice }) => {
    if (context !== 'menu' || !isAppleDevice) return '';
    return t(isSelected ? 'focusedSelected' : 'focused', { label, position: options.indexOf(focused) + 1, count: options.length });
  },
  onFilter: ({ inputValue, resultsMessage }) => (inputValue ? t('filtered', { results: resultsMessage, term: inputValue }) : t('unfiltered', { results: resultsMessage })),
});

/** A labelled, keyboard-operable dropdown (react-select) on the theme tokens, with its aria-live messages. */
export function Select({
  inputId,
  label,
  hideLabel,
  options,
  value,
  onChange,
  isLoading,
  isDisabled,
  isClearable,
  isSearchable = true,
  placeholder,
  loadingMessage,
  noOptionsMessage,
  name,
  invalid,
  describedBy,
  className,
  menuPosition = 'absolute',
}: SelectProps) {
  const t = useTexts(selectTexts);
  const ui = useTexts(uiTexts);
  const flat = (options as Array<SelectOption | SelectGroup>).flatMap((o) => (isGroup(o) ? o.options : [o]));
  const selected = value === null ? null : (flat.find((o) => o.value === value) ?? null);
  const styleCache = selectStyleCache();
  const select = (
    <ReactSelect<SelectOption, false>
      inputId={inputId}
      name={name}
      options={options}
      value={selected}
      onChange={(option) => onChange(option ? option.value : null)}
      isLoading={isLoading}
      isDisabled={isDisabled}
      isClearable={isClearable}
      isSearchable={isSearchable}
      placeholder={placeholder}
      loadingMessage={() => loadingMessage ?? ui('loading')}
      noOptionsMessage={() => noOptionsMessage ?? t('noOptions')}
      ariaLiveMessages={liveMessages(t)}
      screenReaderStatus={({ count }) => t('results', { count })}
      aria-invalid={invalid || undefined}
      aria-errormessage={invalid ? describedBy : undefined}
      aria-describedby={describedBy}
      styles={themed}
      menuPosition={menuPosition}
      menuPlacement={menuPosition === 'fixed' ? 'auto' : 'bottom'}
      classNamePrefix="pf-select"
    />
  );
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <label htmlFor={inputId} className={hideLabel ? 'pf-visually-hidden' : styles.label}>
        {label}
      </label>
      {/* Its styles go where a strict Content-Security-Policy allows them (./selectStyleCache.ts). */}
      {styleCache ? <CacheProvider value={styleCache}>{select}</CacheProvider> : select}
    </div>
  );
}
