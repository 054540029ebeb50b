import { useSettings } from '../../shared/config';
import { Modal } from '../../shared/ui/Modal';
import type { WidgetBaseProps } from '../../shared/runtime/defineWidget';
import { YmmForm } from './components/YmmForm';
import { EngineForm } from './components/EngineForm';
import { Tabs } from '../../shared/ui/Tabs';
import { useTexts } from '../../shared/texts';
import styles from './vehicle-selector.module.css';
import { vehicleSelectorTexts } from './texts';

export const TITLE = vehicleSelectorTexts.en.title;
const TAB_CLASSES = { list: styles.tablist, tab: styles.tab, panel: styles.panel };

/**
 * The vehicle selector (spec 1 §2, §4): inline on #pf-vehicle-selector, or as a modal opened
 * by `data-pf-open="vehicle-selector"` / `Partsfront.open('vehicle-selector')` (then `close`
 * is set). Year/make/model, engine, or both as two tabs, as the store's settings say.
 */
export function VehicleSelector({ instanceId, close }: WidgetBaseProps) {
  const { ymm } = useSettings();
  const t = useTexts(vehicleSelectorTexts);
  const id = `${instanceId}-vs`;
  const ymmForm = <YmmForm idPrefix={`${id}-ymm`} choices={ymm.choices} popular={ymm.popularSort === '1'} />;
  const engineForm = <EngineForm idPrefix={`${id}-engine`} />;

  let body = null;
  if (ymm.ymm && ymm.engine) {
    body = (
      <Tabs
        idPrefix={id}
        label={t('findBy')}
        classNames={TAB_CLASSES}
        tabs={[
          { id: 'ymm', label: t('ymm'), panel: ymmForm },
          { id: 'engine', label: t('engine'), panel: engineForm },
        ]}
      />
    );
  } else if (ymm.ymm) body = ymmForm;
  else if (ymm.engine) body = engineForm;

  if (close) {
    return (
      <Modal open title={t('title')} onClose={close}>
        {body ?? <p>{t('unavailable')}</p>}
      </Modal>
    );
  }
  if (!body) return null;
  return (
    <section className={styles.selector} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.title}>
        {t('title')}
      </h2>
      {body}
    </section>
  );
}
