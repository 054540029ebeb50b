import { useState } from 'react';
import { saveVehicle, type Facet } from '../../shared/api/ymm';
import { setVehicle } from '../../shared/vehicle';
import { isHomePath, navigation } from '../../shared/runtime/navigation';
import { useSingleFlight } from '../../shared/ui/useSingleFlight';

/**
 * Save (spec 1 §4): saveVehicle with the chosen facets, announce pf:vehicle-changed, then reload
 * the page — or follow the store's redirect when on the home path and one was returned.
 * One request per click burst; the button stays disabled while the page goes away.
 */
export function useSaveVehicle() {
  const [error, setError] = useState<unknown>(null);
  const [saved, setSaved] = useState(false);
  const [save, busy] = useSingleFlight(async (facets: Facet[]) => {
    setError(null);
    try {
      const answer = await saveVehicle(facets);
      setVehicle(answer, true);
      setSaved(true);
      if (answer.redirect && isHomePath()) navigation.go(answer.redirect);
      else navigation.reload();
    } catch (e) {
      setError(e);
    }
  });
  return { save, busy: busy || saved, error };
}
