import type { ProductOption, ProductOptionValue } from '../../../shared/api/shapes/product';
import type { OptionSelection } from '../../../shared/product';
import { OptionField } from './OptionField';
import { useTexts } from '../../../shared/texts';
import styles from '../product.module.css';
import { productPageTexts } from '../texts';

export interface OptionsProps {
  options: ProductOption[];
  selection: OptionSelection;
  errors: Record<string, string>;
  idPrefix: string;
  onChange: (option: ProductOption, answer: string | string[], value?: ProductOptionValue) => void;
}

/** The product's options (spec 1 §3 "Product option"): every type, required ones marked. */
export function Options({ options, selection, errors, idPrefix, onChange }: OptionsProps) {
  const t = useTexts(productPageTexts);
  if (!options.length) return null;
  return (
    <div className={styles.options}>
      <h2 className={styles.subheading}>{t('options')}</h2>
      {options.map((option) => {
        const key = String(option.product_option_id);
        return (
          <OptionField
            key={key}
            option={option}
            answer={selection[key]}
            error={errors[key]}
            idPrefix={idPrefix}
            onChange={(answer, value) => onChange(option, answer, value)}
          />
        );
      })}
    </div>
  );
}
