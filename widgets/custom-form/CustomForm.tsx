import { useEffect, useId, useMemo, useRef, useState, type CSSProperties, type FormEvent } from 'react';
import { useFormik } from 'formik';
import type { WidgetBaseProps } from '../../shared/runtime/defineWidget';
import type { CustomFormProps } from './props';
import { formKeys, getFormLocations, submitForm } from '../../shared/api/forms';
import { ApiError, errorText } from '../../shared/api/errors';
import { useMutation, useQuery } from '../../shared/data';
import { navigation } from '../../shared/runtime/navigation';
import { SafeHtml } from '../../shared/ui/SafeHtml';
import { Field } from './components/Field';
import { Captcha } from './components/Captcha';
import { CAPTCHA_RESET_MS, initialValues, isOn, isStatic, nameOf, ordered, submissionValues, validationSchema, type FormValues } from './rules';
import { text, useTexts } from '../../shared/texts';
import { customFormTexts } from './texts';
import styles from './custom-form.module.css';


type Phase = 'idle' | 'submitting' | 'done';

/**
 * A form from the store's form builder (spec 3 §3–§5): its fields in `index` order, each
 * labelled, with the spec's messages; a captcha when the form asks for one; store locations for
 * location fields. Submitting goes idle → submitting → the thank-you message (or the form's
 * redirect). A captcha refusal is shown at the captcha, and the form can be sent again after 1 s.
 * One click sends one POST; a failure keeps everything typed.
 */
export function CustomForm({ formId, form, headingLevel }: CustomFormProps & WidgetBaseProps) {
  const t = useTexts(customFormTexts);
  const uid = useId();
  const idOf = (name: string) => `${uid}-${name}`;
  const fields = useMemo(() => ordered(form), [form]);
  const needsCaptcha = isOn(form.require_captcha);
  const hasLocations = fields.some((f) => f.type === 'location');
  const [phase, setPhaseState] = useState<Phase>('idle');
  // The phase as of now (not as of the last render): a second click in the same instant sees it.
  const phaseNow = useRef<Phase>('idle');
  const setPhase = (next: Phase) => {
    phaseNow.current = next;
    setPhaseState(next);
  };
  const [failure, setFailure] = useState<string | null>(null);
  const [thanks, setThanks] = useState('');
  const [captchaNonce, setCaptchaNonce] = useState(() => Date.now());
  const resetTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const doneRef = useRef<HTMLDivElement>(null);
  useEffect(() => () => clearTimeout(resetTimer.current), []);

  const locations = useQuery(hasLocations ? formKeys.locations : null, (signal) => getFormLocations(signal), { staleMs: 10 * 60_000 });
  const send = useMutation(submitForm, { errorToast: false });

  const formik = useFormik<FormValues>({
    initialValues: useMemo(() => initialValues(form), [form]),
    validationSchema: useMemo(() => validationSchema(form), [form]),
    validateOnBlur: true,
    validateOnChange: true,
    onSubmit: async (values) => {
      setFailure(null);
      try {
        const success = await send.mutateAsync({
          formId: formId || form.id,
          values: submissionValues(form, values),
          captcha: needsCaptcha ? String(values.captcha).trim() : undefined,
        });
        if (form.redirect) {
          // Stays "submitting" while the browser leaves: nothing can be sent twice.
          navigation.go(form.redirect);
          return;
        }
        setThanks(form.after_submit_message || success || `<p>${text(customFormTexts, 'thanks')}</p>`);
        setPhase('done');
      } catch (error) {
        const captchaError = error instanceof ApiError ? error.fields.captcha : undefined;
        if (captchaError) {
          formik.setFieldValue('captcha', '', false);
          formik.setFieldTouched('captcha', true, false);
          formik.setFieldError('captcha', captchaError);
          setCaptchaNonce((n) => n + 1);
          document.getElementById(idOf('captcha'))?.focus();
          resetTimer.current = setTimeout(() => setPhase('idle'), CAPTCHA_RESET_MS);
          return;
        }
        setFailure(errorText(error));
        setPhase('idle');
      }
    },
  });

  useEffect(() => {
    if (phase === 'done') doneRef.current?.focus();
  }, [phase]);

  if (phase === 'done') {
    return (
      <div ref={doneRef} className={styles.thanks} role="status" tabIndex={-1}>
        <SafeHtml html={thanks} />
      </div>
    );
  }

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (phaseNow.current !== 'idle') return;
    setPhase('submitting');
    const errors = await formik.validateForm();
    const invalid = fields.filter((f) => !isStatic(f) && errors[nameOf(f)]).map(nameOf);
    if (errors.captcha) invalid.push('captcha');
    if (invalid.length) {
      setPhase('idle');
      void formik.setTouched(Object.fromEntries([...Object.keys(formik.values)].map((k) => [k, true])), false);
      const first = document.getElementById(`${idOf(invalid[0])}-first`) ?? document.getElementById(idOf(invalid[0]));
      first?.focus();
      return;
    }
    await formik.submitForm();
  };

  const errorOf = (name: string) => {
    const error = formik.errors[name];
    return (formik.touched[name] || formik.submitCount > 0) && typeof error === 'string' ? error : undefined;
  };
  const submitting = phase === 'submitting';
  const button = form.submit_button;
  const columns = form.layout.columns;

  return (
    <form
      className={[styles.form, form.layout.label_position === 'left' ? styles.labelsLeft : ''].filter(Boolean).join(' ')}
      style={{ '--pf-form-columns': columns } as CSSProperties}
      noValidate
      aria-label={form.title || undefined}
      aria-busy={submitting || undefined}
      onSubmit={onSubmit}
    >
      <div className={styles.grid}>
        {fields.map((f) => (
          <div key={String(f.id)} className={f.width === 'half' && columns === 2 ? styles.half : styles.full} hidden={f.type === 'hidden' || undefined}>
            <Field
              field={f}
              headingLevel={headingLevel}
              id={idOf(nameOf(f))}
              name={nameOf(f)}
              value={formik.values[nameOf(f)] ?? ''}
              error={errorOf(nameOf(f))}
              onChange={(v) => void formik.setFieldValue(nameOf(f), v)}
              onBlur={() => void formik.setFieldTouched(nameOf(f), true)}
              locations={{ list: locations.data ?? [], loading: locations.loading, failed: Boolean(locations.error), retry: () => void locations.refetch() }}
            />
          </div>
        ))}
        {needsCaptcha ? (
          <div className={styles.full}>
            <Captcha
              id={idOf('captcha')}
              nonce={captchaNonce}
              value={String(formik.values.captcha ?? '')}
              error={errorOf('captcha')}
              onChange={(v) => void formik.setFieldValue('captcha', v)}
              onBlur={() => void formik.setFieldTouched('captcha', true)}
              onNewImage={() => setCaptchaNonce((n) => n + 1)}
            />
          </div>
        ) : null}
      </div>
      {failure ? (
        <p className={styles.failure} role="alert">
          {failure}
        </p>
      ) : null}
      <div className={styles.actions} style={{ justifyContent: { left: 'flex-start', center: 'center', right: 'flex-end' }[button.align] }}>
        <button type="submit" className={[styles.submit, button.full_width ? styles.fullWidth : ''].filter(Boolean).join(' ')} disabled={submitting} aria-busy={submitting || undefined}>
          {submitting ? t('submitting') : button.text || t('submit')}
        </button>
      </div>
    </form>
  );
}
