import { useEffect, useState } from 'react';
import { getTags, saveTags, customerKeys } from '../../../shared/api/customer';
import { useMutation, useQuery } from '../../../shared/data';
import { Button, Loading } from '../../../shared/ui';
import fields from '../../../shared/ui/fields.module.css';
import styles from '../pos-customer-edit.module.css';

/** Spec 2 §8. */
export const NO_TAGS = 'No customer tags have been created yet.';

/** Tags (spec 2 §3 §7): tick the customer's tags and save; with no tags created, the create link. */
export function TagsTab({ customerId }: { customerId: number }) {
  const tags = useQuery(customerKeys.tags(customerId), (signal) => getTags(customerId, signal));
  const [chosen, setChosen] = useState<string[] | null>(null);
  useEffect(() => {
    if (tags.data) setChosen(tags.data.assignedTags);
  }, [tags.data]);
  const save = useMutation((ids: string[]) => saveTags(customerId, ids), { errorToast: true, successToast: (a) => a.success, invalidates: [customerKeys.tags(customerId)] });

  if (tags.error) {
    return (
      <div role="alert" className={styles.stateRow}>
        <p className={styles.error}>The tags could not be loaded.</p>
        <Button variant="secondary" size="sm" onClick={() => void tags.refetch()}>
          Retry
        </Button>
      </div>
    );
  }
  if (!tags.data || !chosen) return <Loading label="Loading tags…" showLabel />;
  if (!tags.data.customerTags.length) {
    return (
      <p className={styles.muted}>
        {NO_TAGS}{' '}
        {tags.data.createTagUrl && <a href={tags.data.createTagUrl}>Create a customer tag</a>}
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
        <legend className={fields.legend}>Customer tags</legend>
        <div className={styles.switches}>
          {tags.data.customerTags.map((t) => (
            <label key={t.tag_id} className={fields.check}>
              <input type="checkbox" checked={chosen.includes(t.tag_id)} onChange={(e) => setChosen((c) => (e.target.checked ? [...(c ?? []), t.tag_id] : (c ?? []).filter((x) => x !== t.tag_id)))} />
              {t.title}
            </label>
          ))}
        </div>
      </fieldset>
      <div className={styles.actions}>
        <Button type="submit" busy={save.pending}>
          Save Tags
        </Button>
      </div>
    </form>
  );
}
