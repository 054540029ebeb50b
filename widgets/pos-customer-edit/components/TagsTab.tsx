import { useEffect, useState } from 'react';
import { getTags, saveTags, customerKeys } from '../../../shared/api/customer';
import { useMutation, useQuery } from '../../../shared/data';
import { Button, Loading } from '../../../shared/ui';
import fields from '../../../shared/ui/fields.module.css';
import { useTexts } from '../../../shared/texts';
import styles from '../pos-customer-edit.module.css';
import { posCustomerEditTexts } from '../texts';

/** Spec 2 §8. */
export const NO_TAGS = posCustomerEditTexts.en.noTags;

/** Tags (spec 2 §3 §7): tick the customer's tags and save; with no tags created, the create link. */
export function TagsTab({ customerId }: { customerId: number }) {
  const t = useTexts(posCustomerEditTexts);
  const tags = useQuery(customerKeys.tags(customerId), (signal) => getTags(customerId, signal));
  const [chosen, setChosen] = useState<string[] | null>(null);
  useEffect(() => {
    if (tags.data) setChosen(tags.data.assignedTags);
  }, [tags.data]);
  const save = useMutation((ids: string[]) => saveTags(customerId, ids), { errorToast: true, successToast: (a) => a.success, invalidates: [customerKeys.tags(customerId)] });

  if (tags.error) {
    return (
      <div role="alert" className={styles.stateRow}>
        <p className={styles.error}>{t('tagsFailed')}</p>
        <Button variant="secondary" size="sm" onClick={() => void tags.refetch()}>
          {t('retry')}
        </Button>
      </div>
    );
  }
  if (!tags.data || !chosen) return <Loading label={t('loadingTags')} showLabel />;
  if (!tags.data.customerTags.length) {
    return (
      <p className={styles.muted}>
        {t('noTags')}{' '}
        {tags.data.createTagUrl && <a href={tags.data.createTagUrl}>{t('createTag')}</a>}
      </p>
    );
  }
  return (
    <form
      className={fields.group}
      onSubmit={(e) => {
        e.preventDefault();
        void save.mutate(chosen);
      }}
    >
      <fieldset className={fields.group}>
        <legend className={fields.legend}>{t('customerTags')}</legend>
        <div className={styles.switches}>
          {tags.data.customerTags.map((tag) => (
            <label key={tag.tag_id} className={fields.check}>
              <input type="checkbox" checked={chosen.includes(tag.tag_id)} onChange={(e) => setChosen((c) => (e.target.checked ? [...(c ?? []), tag.tag_id] : (c ?? []).filter((x) => x !== tag.tag_id)))} />
              {tag.title}
            </label>
          ))}
        </div>
      </fieldset>
      <div className={styles.actions}>
        <Button type="submit" busy={save.pending}>
          {t('saveTags')}
        </Button>
      </div>
    </form>
  );
}
