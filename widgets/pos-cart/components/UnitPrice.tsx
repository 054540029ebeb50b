import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../../shared/ui';
import fields from '../../../shared/ui/fields.module.css';
import { newPriceProblem, readNewPrice } from '../rules';
import styles from '../pos-cart.module.css';
import { useTexts } from '../../../shared/texts';
import { posCartTexts } from '../texts';

export interface UnitPriceProps {
  lineName: string;
  /** The unit price as the store shows it ("$12.50"). */
  priceText: string;
  /** The price before the change (an override, a discount), struck through beside it; '' for none. */
  originalText?: string;
  /** The unit price in dollars, to start the edit from. */
  price: string;
  /** Sends the new price (dollars); resolves true when the store took it. */
  onSave: (newPrice: string) => Promise<boolean>;
  saving: boolean;
}

/**
 * A line's unit price with its override (spec 3 §2): "Change price" opens a dollars field;
 * Save sends updatePrice. The field keeps what was typed until the store took it; a price that
 * cannot be sent ("abc", -5, 1.234) greys Save and says what is wrong under the field.
 */
export function UnitPrice({ lineName, priceText, originalText = '', price, onSave, saving }: UnitPriceProps) {
  const id = useId();
  const t = useTexts(posCartTexts);
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState(price);
  const parsed = readNewPrice(text);
  // What is wrong with the typed price, said under the field (an empty field only greys Save).
  const problem = text.trim() ? newPriceProblem(text) : null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (parsed === null || saving) return;
    if (await onSave(parsed)) setEditing(false);
  };

  if (!editing) {
    return (
      <span className={styles.price}>
        {originalText ? (
          <s className={styles.was}>
            <span className="pf-visually-hidden">{t('originalPrice')}</span>
            {originalText}
          </s>
        ) : null}
        <span>{priceText}</span>
        <Button
          variant="link"
          size="sm"
          onClick={() => {
            setText(price);
            setEditing(true);
          }}
          aria-label={t('changePriceOf', { name: lineName })}
        >
          {t('change')}
        </Button>
      </span>
    );
  }
  return (
    <form className={styles.inlineForm} onSubmit={(e) => void submit(e)} noValidate>
      <label htmlFor={`${id}-price`} className="pf-visually-hidden">
        {t('newPriceOf', { name: lineName })}
      </label>
      <input
        id={`${id}-price`}
        className={`${fields.input} ${styles.priceInput}`}
        inputMode="decimal"
        value={text}
        onChange={(e) => setText(e.target.value)}
        aria-invalid={parsed === null ? true : undefined}
        aria-describedby={problem ? `${id}-problem` : undefined}
        data-pf-price-field=""
        autoFocus
      />
      {problem ? (
        <p id={`${id}-problem`} role="alert" className={styles.fieldError}>
          {problem}
        </p>
      ) : null}
      <Button type="submit" size="sm" disabled={parsed === null} busy={saving}>
        {t('save')}
      </Button>
      <Button variant="secondary" size="sm" onClick={() => setEditing(false)}>
        {t('cancel')}
      </Button>
    </form>
  );
}
