import { useEffect, useState } from 'react';
import { removeFacet, saveVehicle, toggleUniversal } from '../../shared/api/ymm';
import { errorText } from '../../shared/api/errors';
import { useSettings } from '../../shared/config';
import { loadVehicle } from '../../shared/vehicle';
import { navigation } from '../../shared/runtime/navigation';
import { hasVehicle, setVehicle, useVehicle, vehicleState } from '../../shared/vehicle';
import { useSingleFlight } from '../../shared/ui/useSingleFlight';
import { Button } from '../../shared/ui/Button';
import type { WidgetBaseProps } from '../../shared/runtime/defineWidget';
import { summarise } from './summary';
import { FacetRow } from './components/FacetRow';
import { UniversalSwitch } from './components/UniversalSwitch';
import { useTexts } from '../../shared/texts';
import styles from './vehicle-panel.module.css';
import { vehiclePanelTexts } from './texts';
import type { VehiclePanelProps } from './props';

export type { VehiclePanelProps };


/**
 * The Application panel (spec 1 §4, spec 3 §2): the saved vehicle as a joined summary line, one
 * row per other facet with a remove control, and Reset Vehicle. Removing, resetting and the
 * universal switch change what the server renders, so each reloads the page afterwards.
 */
export function VehiclePanel({ instanceId, showUniversal = true }: VehiclePanelProps & WidgetBaseProps) {
  const settings = useSettings();
  const t = useTexts(vehiclePanelTexts);
  const vehicle = useVehicle((v) => v);
  const [loadError, setLoadError] = useState<unknown>(null);
  const [actionError, setActionError] = useState<unknown>(null);
  const [universal, setUniversal] = useState(showUniversal);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    loadVehicle({ force: attempt > 0 }).then(
      () => setLoadError(null),
      (e: unknown) => setLoadError(e),
    );
  }, [attempt]);

  // One flight for every mutating control: a double click, or two controls, send one request.
  const [act, busy] = useSingleFlight(async (change: () => Promise<void>) => {
    setActionError(null);
    try {
      await change();
    } catch (e) {
      setActionError(e);
    }
  });

  const remove = (field: string) =>
    act(async () => {
      await removeFacet(field);
      const { facets, hasEngine, hasYmm } = vehicleState.getState();
      setVehicle({ facets: facets.filter((f) => f.api_field !== field), hasEngine, hasYmm }, true);
      navigation.reload();
    });
  const reset = () =>
    act(async () => {
      setVehicle(await saveVehicle(), true);
      navigation.reload();
    });
  const toggle = () =>
    act(async () => {
      const answer = await toggleUniversal();
      setUniversal(!!answer.showUniversal);
      navigation.reload();
    });

  if (loadError) {
    return (
      <p className={styles.error} role="alert">
        {errorText(loadError, t('loadFailed'))}{' '}
        <button type="button" className={styles.link} onClick={() => setAttempt((n) => n + 1)}>
          {t('retry')}
        </button>
      </p>
    );
  }
  // Hidden until known, and when the vehicle has neither an engine nor year/make/model.
  if (!vehicle.known || !hasVehicle(vehicle)) return null;

  const { summary, rows } = summarise(vehicle.facets, vehicle.hasYmm);
  const headingId = `${instanceId}-application`;
  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {t('heading')}
      </h2>
      <p className={styles.summary}>{summary}</p>
      {rows.length > 0 ? (
        <ul className={styles.rows}>
          {rows.map((f) => (
            <FacetRow key={f.api_field} facet={f} disabled={busy} onRemove={() => void remove(f.api_field)} />
          ))}
        </ul>
      ) : null}
      {settings.ymm.universalToggle ? <UniversalSwitch on={universal} busy={busy} onToggle={() => void toggle()} /> : null}
      <Button variant="secondary" className={styles.reset} onClick={() => void reset()} busy={busy}>
        {t('reset')}
      </Button>
      {actionError ? (
        <p className={styles.error} role="alert">
          {errorText(actionError)}
        </p>
      ) : null}
    </section>
  );
}
