// Choices kept in this browser: language, currency, drawer state, current channel.
import { defaultCurrencyOf, languages, type Currency, type Language } from '@chorus/contract';

const read = (key: string) => {
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
};

export function storedLanguage(): Language {
  const value = read('chorus.language');
  return (languages as readonly string[]).includes(value ?? '') ? (value as Language) : 'zh-TW';
}
export const storeLanguage = (language: Language) => write('chorus.language', language);

export function storedCurrency(): Currency {
  const value = read('chorus.currency');
  return value === 'TWD' || value === 'JPY' || value === 'USD' ? value : defaultCurrencyOf[storedLanguage()];
}
export const storeCurrency = (currency: Currency) => write('chorus.currency', currency);
/** The currency picked in this browser (sign-in page or a money page), or null when none was. */
export function storedCurrencyChoice(): Currency | null {
  const value = read('chorus.currency');
  return value === 'TWD' || value === 'JPY' || value === 'USD' ? value : null;
}

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
