// The demo's tax profiles (issue 30 "Demo"): before the demo ledger posts its months, the owners of
// the network's channels get a profile, so recent statements carry withholding lines of each kind:
// most are Taiwan residents (10 % above NT$20,000), every sixth a Japan resident (10.21 % / 20.42 %),
// others Taiwan non-residents (20 %) and Japan non-residents (20.42 %); a few moved to Taiwan half-way
// through the year (a history of two). Set by finance on working days in Taipei office hours.
import type { WithholdingPreset } from '@chorus/contract';
import { withholdingPresetRules } from '@chorus/contract';
import type { Db } from '../../../db/database.ts';

const DAY_MS = 24 * 3600 * 1000;

export async function seedWithholdingDemo(trx: Db, options: { months: readonly string[]; financeUserId: number; seedDay: Date }): Promise<number> {
  const owners = await trx.selectFrom('channel_members').select('user_id').distinct().where('member_type', '=', 'owner').orderBy('user_id').execute();
  const first = options.months[0]!;
  const middle = options.months[Math.floor(options.months.length / 2)] ?? first;
  const rows = owners.flatMap(({ user_id }, i) => {
    // 09:00–17:00 in Taipei (UTC+8) on a weekday some weeks before the seed day.
    const at = (daysBefore: number) => {
      const day = new Date(options.seedDay.getTime() - daysBefore * DAY_MS);
      while (day.getUTCDay() === 0 || day.getUTCDay() === 6) day.setTime(day.getTime() - DAY_MS);
      day.setUTCHours(1 + ((i * 37) % 8), (i * 13) % 60, (i * 29) % 60, 0);
      return day;
    };
    const row = (preset: Exclude<WithholdingPreset, 'custom'>, month: string, daysBefore: number, note = '') => {
      const { preset: _preset, ...rule } = withholdingPresetRules[preset];
      return { user_id, effective_month: month, preset, ...rule, note, set_by: options.financeUserId, set_at: at(daysBefore) };
    };
    const kind = i % 6;
    if (kind === 0) return [row('jp_resident', first, 380 - i)];
    if (kind === 1) return [row('tw_non_resident', first, 375 - i)];
    if (kind === 2 && i % 4 === 2) return [row('jp_non_resident', first, 370 - i)];
    if (kind === 3) return [row('tw_non_resident', first, 365 - i), row('tw_resident', middle, 190 - i, 'Moved to Taiwan; residence certificate received')];
    return [row('tw_resident', first, 360 - i)];
  });
  if (rows.length > 0) await trx.insertInto('payee_tax_profiles').values(rows).execute();
  return rows.length;
}
