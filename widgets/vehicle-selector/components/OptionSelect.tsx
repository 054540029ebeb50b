import { Select } from '../../../shared/ui/Select';
import type { YmmOption } from '../../../shared/api/ymm';

/** A labelled group of options (popular makes / models first). */
export interface OptionGroup {
  label: string;
  options: YmmOption[];
}

export interface OptionSelectProps {
  inputId: string;
  label: string;
  options: YmmOption[] | OptionGroup[];
  value: YmmOption | null;
  onChange: (option: YmmOption | null) => void;
  isLoading?: boolean;
  isDisabled?: boolean;
  placeholder?: string;
}

const isGroup = (o: YmmOption | OptionGroup): o is OptionGroup => Array.isArray((o as OptionGroup).options);

/** The store's `{id, name}` lists on shared/ui/Select (react-select), labelled and keyboard-operable. */
export function OptionSelect({ inputId, label, options, value, onChange, isLoading, isDisabled, placeholder }: OptionSelectProps) {
  const flat = options.flatMap((o) => (isGroup(o) ? o.options : [o]));
  const toOption = (o: YmmOption) => ({ value: o.id, label: o.name });
  return (
    <Select
      inputId={inputId}
      label={label}
      options={options.every(isGroup) ? options.map((g) => ({ label: g.label, options: g.options.map(toOption) })) : flat.map(toOption)}
      value={value?.id ?? null}
      onChange={(id) => onChange(id === null ? null : (flat.find((o) => o.id === id) ?? null))}
      isLoading={isLoading}
      isDisabled={isDisabled}
      placeholder={placeholder}
      // The selector often sits in a Modal whose body scrolls: the list must not be cut off by it.
      menuPosition="fixed"
    />
  );
}
