// Choices kept in this browser: language, currency, drawer state, current channel, and the
// customize page's landing page, channel-page period and table density.
import { currencies, defaultCurrencyOf, languages, type Currency, type Language } from '@chorus/contract';

// True while reading what a choice is with nothing stored (withNothingStored).
let storageHidden = false;

const read = (key: string) => {
  if (storageHidden) return null;
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
};
const write = (key: string, value: string) => {
  try {
    localStorage.setItem(key, value);
  } catch {
    // Private mode or storage full: the choice lasts for this page only.
  }
  changed();
};

/**
 * A choice as it reads with nothing stored in this browser: what the server draws a page's first
 * view with (it cannot see this browser's storage), and so what the browser's first draw over that
 * markup must use too; the stored choice follows at once (usePreference).
 */
export function withNothingStored<T>(readChoice: () => T): T {
  storageHidden = true;
  try {
    return readChoice();
  } finally {
    storageHidden = false;
  }
}

// Pages that show a choice re-read it when it changes (usePreference).
const listeners = new Set<() => void>();
export function subscribePreferences(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
function changed(): void {
  for (const listener of listeners) listener();
}

/** The language chosen in this browser; until someone chooses, the browser's own (the sign-in page follows it). */
export function storedLanguage(): Language {
  const value = read('chorus.language');
  return (languages as readonly string[]).includes(value ?? '') ? (value as Language) : browserLanguage();
}

/** The first of the browser's languages the app speaks (any Chinese reads Taiwan's), else zh-TW. */
export function browserLanguage(wanted: readonly string[] = typeof navigator === 'undefined' ? [] : navigator.languages): Language {
  for (const tag of wanted) {
    const primary = tag.toLowerCase().split('-')[0];
    if (primary === 'zh') return 'zh-TW';
    if (primary === 'ja' || primary === 'en') return primary;
  }
  return 'zh-TW';
}
export const storeLanguage = (language: Language) => write('chorus.language', language);

/**
 * A language chosen in this browser that the server has not confirmed saving yet: it wins over the
 * user's saved one at the next load (a page left before the save came back keeps the choice).
 */
export function unsavedLanguage(): Language | null {
  const value = read('chorus.language.unsaved');
  return (languages as readonly string[]).includes(value ?? '') ? (value as Language) : null;
}
export function markLanguageUnsaved(language: Language | null): void {
  if (language !== null) return write('chorus.language.unsaved', language);
  try {
    localStorage.removeItem('chorus.language.unsaved');
  } catch {
    // Nothing was kept.
  }
}

export function storedCurrency(): Currency {
  const value = read('chorus.currency');
  return (currencies as readonly string[]).includes(value ?? '') ? (value as Currency) : defaultCurrencyOf[storedLanguage()];
}
export const storeCurrency = (currency: Currency) => write('chorus.currency', currency);

/** Spec 2: the drawer's open state is kept locally and starts open. */
export const storedDrawerOpen = () => read('chorus.drawerOpen') !== 'false';
export const storeDrawerOpen = (open: boolean) => write('chorus.drawerOpen', String(open));

export const storedChannel = (userId: number) => read(`chorus.channel.${userId}`);
export const storeChannel = (userId: number, channelId: string) => write(`chorus.channel.${userId}`, channelId);

export function clearBrowserData(): void {
  try {
    localStorage.clear();
    sessionStorage.clear();
  } catch {
    // nothing stored
  }
}

// ---- the customize page (settings): kept in this browser, per user where it names pages ----

export const tableDensities = ['comfortable', 'compact'] as const;
export type TableDensity = (typeof tableDensities)[number];
export const storedTableDensity = (): TableDensity => (read('chorus.tableDensity') === 'comfortable' ? 'comfortable' : 'compact');
export const storeTableDensity = (density: TableDensity) => write('chorus.tableDensity', density);

/** The page /dashboard opens (a page key), or null for the default (creator data). */
export const storedLandingPage = (userId: number) => read(`chorus.landingPage.${userId}`);
export function storeLandingPage(userId: number, page: string | null): void {
  if (page) write(`chorus.landingPage.${userId}`, page);
  else remove(`chorus.landingPage.${userId}`);
}

/** The period channel pages open with when the address names none ('7', '30', '90'; null = the pages' own default). */
export const channelPresets = ['7', '30', '90'] as const;
export type ChannelPreset = (typeof channelPresets)[number];
export function storedChannelPreset(): ChannelPreset | null {
  const value = read('chorus.channelPreset');
  return (channelPresets as readonly string[]).includes(value ?? '') ? (value as ChannelPreset) : null;
}
export function storeChannelPreset(preset: ChannelPreset | null): void {
  if (preset) write('chorus.channelPreset', preset);
  else remove('chorus.channelPreset');
}

function remove(key: string): void {
  try {
    localStorage.removeItem(key);
  } catch {
    // nothing stored
  }
  changed();
}
