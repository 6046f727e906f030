// An alert's explanation in the reader's language, written from the figures kept with it
// (messages.json `revenueHealth`). No internal code reaches the text: metrics, weekdays and drivers
// are all translated.
import type { RevenueAlertDriver, RevenueAlertMetric } from '@chorus/contract';
import { translate, type LocaleCode } from '@chorus/i18n';
import { STEADY_PERCENT, type AlertFacts } from './health-check.ts';

export type ExplainedAlert = { day: string; metric: RevenueAlertMetric; change_percent: number; driver: RevenueAlertDriver; facts: AlertFacts };

/** A signed whole percentage with a true minus sign: "−42", "+35". */
export function signedPercent(language: LocaleCode, value: number): string {
  return new Intl.NumberFormat(language, { maximumFractionDigits: 0, signDisplay: 'exceptZero' }).format(Math.round(value)).replace('-', '\u2212');
}

const whole = (language: LocaleCode, value: number) => new Intl.NumberFormat(language, { maximumFractionDigits: 0 }).format(Math.round(value));

export function explainAlert(language: LocaleCode, alert: ExplainedAlert): string {
  const t = (key: string, vars: Record<string, string | number> = {}) => translate(language, 'messages', `revenueHealth.${key}`, vars);
  const f = alert.facts;
  const num = (key: string) => Number(f[key] ?? 0);
  const change = (key: string) => (Math.abs(num(key)) < STEADY_PERCENT ? t('steady') : `${signedPercent(language, num(key))}%`);
  const weekday = new Intl.DateTimeFormat(language, { weekday: 'long', timeZone: 'UTC' }).format(new Date(`${alert.day}T00:00:00Z`));
  const headline = t('headline', { metric: t(`metric.${alert.metric}`), change: `${signedPercent(language, alert.change_percent)}%`, weekday });
  const context = t('context', { views: change('views_change'), rpm: change('rpm_change') });
  const driver = driverSentence(language, t, alert);
  const season = num('season_adjusted') ? t('seasonNote') : '';
  return t('explanation', { headline, context, driver }) + season;

  function driverSentence(lang: LocaleCode, tr: typeof t, a: ExplainedAlert): string {
    const up = a.change_percent > 0;
    switch (a.driver) {
      case 'views':
        return tr(up ? 'driver.viewsUp' : 'driver.viewsDown', { from: whole(lang, num('views_before')), to: whole(lang, num('views_now')) });
      case 'rpm':
        return tr(up ? 'driver.rpmUp' : 'driver.rpmDown', { from: String(f.rpm_before), to: String(f.rpm_now) });
      case 'country_mix':
        return tr(num('low_cpm_share_now') >= num('low_cpm_share_before') ? 'driver.countryLowUp' : 'driver.countryLowDown', {
          from: whole(lang, num('low_cpm_share_before')),
          to: whole(lang, num('low_cpm_share_now')),
        });
      case 'shorts_share':
        return tr(num('shorts_share_now') >= num('shorts_share_before') ? 'driver.shortsUp' : 'driver.shortsDown', {
          from: whole(lang, num('shorts_share_before')),
          to: whole(lang, num('shorts_share_now')),
          shortsRpm: String(f.shorts_rpm),
          longRpm: String(f.long_rpm),
        });
      case 'monetisation':
        return tr('driver.monetisation', { from: String(f.rpm_before), to: String(f.rpm_now) });
    }
  }
}
