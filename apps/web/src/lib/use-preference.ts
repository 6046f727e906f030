// A choice kept in this browser (preferences.ts), re-read whenever one is stored.
import { useSyncExternalStore } from 'react';
import { subscribePreferences } from './preferences.ts';

export function usePreference<T extends string | null>(read: () => T): T {
  return useSyncExternalStore(subscribePreferences, read);
}
