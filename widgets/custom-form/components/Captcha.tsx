import { captchaImageUrl } from '../../../shared/api/product';
import fields from '../../../shared/ui/fields.module.css';
import { CAPTCHA_LABEL } from '../rules';
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
  const errorId = `${id}-error`;
  return (
    <div className={fields.field}>
      <label className={fields.label} htmlFor={id}>
        {CAPTCHA_LABEL}
        <span className={fields.required} aria-hidden="true">
          {' '}
          *
        </span>
      </label>
      <div className={styles.captchaRow}>
        <img className={styles.captchaImage} src={captchaImageUrl(nonce)} width={175} height={50} alt="Captcha: type the characters shown" />
        <button type="button" className={styles.linkButton} onClick={onNewImage}>
          Show a new image
        </button>
      </div>
      <input
        className={fields.input}
        id={id}
        name="captcha"
        autoComplete="off"
        required
        value={value}
       
        onChange={(e) => onChange(e.target.value)}
        onBlur={onBlur}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      />
      {error ? (
        <p className={fields.error} id={errorId} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
