// How the similar sections name things: a reason of a similar channel, a channel language, a
// country (Intl.DisplayNames, in the page's language), an age group.
import type { SimilarReason, SimilarScorePart } from '@chorus/contract';
import type { TFunction } from 'i18next';
import { countryName } from '../../../lib/format.ts';

/** "65-" is the oldest group: 65 and over. */
export const ageLabel = (age: string) => (age.endsWith('-') ? `${age.slice(0, -1)}+` : age);

/** Items joined with the language's own list separator (、 in zh-TW and ja, ", " in English). */
export const joinList = (t: TFunction<'insight'>, items: readonly string[]) => items.join(t('insight:similar.listSeparator'));

/** One part of a match score, labelled: "Tags 33 × 30%". */
export function partText(t: TFunction<'insight'>, part: SimilarScorePart, language: string): string {
  const weight = new Intl.NumberFormat(language, { maximumFractionDigits: 1 }).format(part.weight);
  return t('insight:similar.top.part', { factor: t(`insight:similar.factors.${part.factor}`), score: part.score, weight });
}

export function reasonText(t: TFunction<'insight'>, reason: SimilarReason, language: string): string {
  const shared = reason.shared[0] ?? '';
  switch (reason.factor) {
    case 'tags':
      return t('insight:similar.reason.tags', { tags: joinList(t, reason.shared) });
    case 'language':
      return t('insight:similar.reason.language', { language: t(`insight:similar.languages.${shared}`, { defaultValue: shared }) });
    case 'country':
      return t('insight:similar.reason.country', { country: countryName(shared, language), score: reason.score });
    case 'age':
      return t('insight:similar.reason.age', { age: ageLabel(shared), score: reason.score });
    case 'length':
      return t('insight:similar.reason.length', { length: t(`insight:similar.lengthClasses.${shared}`, { defaultValue: shared }), score: reason.score });
    case 'size':
      return t('insight:similar.reason.size', { band: t(`insight:similar.sizeBands.${shared}`, { defaultValue: shared }) });
  }
}
