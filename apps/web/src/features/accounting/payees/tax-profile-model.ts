// The tax profile form (issue 30) as pure functions: the form a payee's current profile opens with,
// what choosing a preset fills in (Taiwan's and Japan's rules, read from the contract), and the body
// sent. A preset sends only its name; finance's own rule sends every field.
import {
  withholdingPresetRules,
  type TaxProfile,
  type TaxProfileSet,
  type WithholdingCurrency,
  type WithholdingPreset,
  type WithholdingProfileFields,
} from '@chorus/contract';

export type TaxProfileForm = {
  effective_month: string;
  preset: WithholdingPreset;
  country: string;
  resident: boolean;
  currency: WithholdingCurrency;
  rate: string;
  exempt_up_to: string;
  upper_from: string;
  upper_rate: string;
  note: string;
};

export const presetChoices: readonly WithholdingPreset[] = ['tw_resident', 'tw_non_resident', 'jp_resident', 'jp_non_resident', 'none', 'custom'];

/** A withholding rule (a preset's, a profile's) as the form's fields: a bound or rate it lacks is an empty field. */
function ruleFields(rule: WithholdingProfileFields) {
  return {
    country: rule.country,
    resident: rule.resident,
    currency: rule.currency,
    rate: rule.rate,
    exempt_up_to: rule.exempt_up_to ?? '',
    upper_from: rule.upper_from ?? '',
    upper_rate: rule.upper_rate ?? '',
  };
}

/** The form a preset fills: its rule as text fields (custom keeps what is there). */
export function withPreset(form: TaxProfileForm, preset: WithholdingPreset): TaxProfileForm {
  if (preset === 'custom') return { ...form, preset };
  const rule = withholdingPresetRules[preset];
  return { ...form, ...ruleFields(rule), preset };
}

/** The form opened on a payee: their profile in force (or Taiwan resident), from the given month. */
export function formOf(current: TaxProfile | null, month: string): TaxProfileForm {
  const empty: TaxProfileForm = {
    effective_month: month,
    preset: 'tw_resident',
    country: 'TW',
    resident: true,
    currency: 'TWD',
    rate: '',
    exempt_up_to: '',
    upper_from: '',
    upper_rate: '',
    note: '',
  };
  if (!current) return withPreset(empty, 'tw_resident');
  return { effective_month: month, preset: current.preset, ...ruleFields(current), note: '' };
}

/** The body of the save. */
export function bodyOf(form: TaxProfileForm): TaxProfileSet {
  const note = form.note.trim() || undefined;
  if (form.preset !== 'custom') return { effective_month: form.effective_month, preset: form.preset, note };
  const orNull = (v: string) => (v.trim() === '' ? null : v.trim());
  return {
    effective_month: form.effective_month,
    preset: 'custom',
    country: form.country.trim().toUpperCase(),
    resident: form.resident,
    currency: form.currency,
    rate: form.rate.trim(),
    exempt_up_to: orNull(form.exempt_up_to),
    upper_from: orNull(form.upper_from),
    upper_rate: orNull(form.upper_rate),
    note,
  };
}
