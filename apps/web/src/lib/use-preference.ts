// A choice kept in this browser (preferences.ts), re-read whenever one is stored. A page drawn on
// the server is drawn with the choice as it reads with nothing stored, and so is the browser's first
// draw over it (React asks the third function then); the stored choice follows in the next draw.
import { useSyncExternalStore } from 'react';
import { subscribePreferences, withNothingStored } from './preferences.ts';

export function usePreference<T extends string | null>(read: () => T): T {
  return useSyncExternalStore(subscribePreferences, read, () => withNothingStored(read));
}
