import { captchaImageUrl } from '../../../shared/api/product';
import { Field } from '../../../shared/ui/Field';
import fields from '../../../shared/ui/fields.module.css';
import { useTexts } from '../../../shared/texts';
import { customFormTexts } from '../texts';
import styles from '../custom-form.module.css';

export interface CaptchaProps {
  id: string;
  /** Changes to load a new image (after a refusal, or on request). */
  nonce: number;
  value: string;
  error?: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  onNewImage: () => void;
}

/** The store's captcha image (175 px wide) and the box for its code; its error shows under it. */
export function Captcha({ id, nonce, value, error, onChange, onBlur, onNewImage }: CaptchaProps) {
  const t = useTexts(customFormTexts);
  return (
    <Field id={id} label={t('captcha')} required error={error} errorRole="alert">
      {(a11y) => (
        <>
          <div className={styles.captchaRow}>
            <img className={styles.captchaImage} src={captchaImageUrl(nonce)} width={175} height={50} alt={t('captchaImage')} />
            <button type="button" className={styles.linkButton} onClick={onNewImage}>
              {t('newImage')}
            </button>
          </div>
          <input className={fields.input} {...a11y} name="captcha" autoComplete="off" required value={value} onChange={(e) => onChange(e.target.value)} onBlur={onBlur} />
        </>
      )}
    </Field>
  );
}
