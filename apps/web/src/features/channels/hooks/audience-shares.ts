// Audience shares as the page shows them (spec 9): the eight named countries in their order, then
// everything else as one "others"; the answer's subscribed / not-subscribed keys to two labels.
import { shownCountries } from '@chorus/contract';

type Share = { key: string; views: number; percent: number };

export function foldCountries(countries: readonly Share[]): Share[] {
  const shown = shownCountries.map((code) => {
    const found = countries.find((c) => c.key.toUpperCase() === code);
    return { key: code as string, views: found?.views ?? 0, percent: found?.percent ?? 0 };
  });
  const rest = countries.filter((c) => !(shownCountries as readonly string[]).includes(c.key.toUpperCase()));
  const others = rest.reduce((sum, c) => ({ views: sum.views + c.views, percent: sum.percent + c.percent }), { views: 0, percent: 0 });
  return [...shown, { key: 'others', views: others.views, percent: Math.round(others.percent * 100) / 100 }];
}

/** `subscribed` / `not_subscribed` (and other spellings of "not") to the two labels. */
export const subscribedKey = (key: string): 'subscribed' | 'notSubscribed' => (/not|non|un/i.test(key) ? 'notSubscribed' : 'subscribed');
