import { useSyncExternalStore } from 'react';
import { getSettings, onSettingsChange, type Settings } from './settings';

/** The page's store settings, for components (re-renders if the settings are replaced). */
export function useSettings(): Settings {
  return useSyncExternalStore(onSettingsChange, getSettings, getSettings);
}
