// The request form's editing model (spec 3, 5), without React: the draft as the fields hold it, the
// body the API takes, the errors the shared schema and the competitor rule find, and which field a
// blocked save names first.
import {
  collaborationTypes,
  competitorMention,
  requestFormInputSchema,
  type CollaborationType,
  type PackageDetail,
  type RequestFormInput,
} from '@chorus/contract';
import { fieldErrors } from '../../../components/field-errors.ts';

export type Draft = {
  brand_name: string;
  product_category: string;
  ad_duration: string;
  budget_min: string;
  budget_max: string;
  budget_currency: RequestFormInput['budget_currency'];
  collaboration_count: string;
  product_description: string;
  content_expectations: string;
  collaboration_format: string;
  material_seconds: string;
  video_length_seconds: string;
  exposure_points: string;
  hashtags: string;
  collaboration_types: RequestFormInput['collaboration_types'];
  native_break_production: RequestFormInput['native_break_production'];
  competitors: string;
};

/** The non-empty lines of a text (exposure points, competitors). */
export const lines = (text: string) =>
  text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
/** The words of a text, split on spaces and commas (hashtags). */
export const words = (text: string) =>
  text
    .split(/[\s,，、]+/)
    .map((w) => w.trim())
    .filter(Boolean);
const whole = (text: string) => (text.trim() === '' ? null : /^\d+$/.test(text.trim()) ? Number(text.trim()) : text.trim());

export function draftOf(pkg: PackageDetail): Draft {
  const f = pkg.request_form;
  return {
    brand_name: f?.brand_name ?? '',
    product_category: f?.product_category ?? '',
    ad_duration: f?.ad_duration ?? '',
    budget_min: f?.budget_min ?? '',
    budget_max: f?.budget_max ?? '',
    budget_currency: f?.budget_currency ?? 'TWD',
    collaboration_count: f?.collaboration_count?.toString() ?? '',
    product_description: f?.product_description ?? '',
    content_expectations: f?.content_expectations ?? '',
    collaboration_format: f?.collaboration_format ?? '',
    material_seconds: f?.material_seconds?.toString() ?? '',
    video_length_seconds: f?.video_length_seconds?.toString() ?? '',
    exposure_points: (f?.exposure_points ?? []).join('\n'),
    hashtags: (f?.hashtags ?? []).join(' '),
    collaboration_types: f?.collaboration_types ?? [],
    native_break_production: f?.native_break_production ?? null,
    competitors: pkg.competitors.join('\n'),
  };
}

/** The body as the API takes it; what cannot be a number stays text, so the schema names the field. */
export function bodyOf(d: Draft): Record<string, unknown> {
  return {
    ...d,
    budget_min: d.budget_min.trim() || null,
    budget_max: d.budget_max.trim() || null,
    collaboration_count: whole(d.collaboration_count),
    material_seconds: whole(d.material_seconds),
    video_length_seconds: whole(d.video_length_seconds),
    exposure_points: lines(d.exposure_points),
    hashtags: words(d.hashtags),
    competitors: lines(d.competitors),
  };
}

/** The draft's errors as i18n keys by field: the shared schema's, then a competitor named in the form. */
export function draftErrors(body: Record<string, unknown>): Record<string, string> {
  const local = fieldErrors(requestFormInputSchema, body);
  const parsed = requestFormInputSchema.safeParse(body);
  const mention = parsed.success ? competitorMention(parsed.data) : null;
  if (mention) local[mention.field] ??= 'messages:validation.competitorMentioned';
  return local;
}

/** A field's error, or the first of its parts (`exposure_points.1`). */
export function errorOf(errors: Record<string, string>, field: string): string | undefined {
  return errors[field] ?? Object.entries(errors).find(([k]) => k.startsWith(`${field}.`))?.[1];
}

/** Ticking or unticking a collaboration type: the types stay in the contract's order, and native break syndication brings its production choice (client supplied first). */
export function toggledType(d: Draft, type: CollaborationType, on: boolean): Pick<Draft, 'collaboration_types' | 'native_break_production'> {
  const types = on ? [...d.collaboration_types, type] : d.collaboration_types.filter((x) => x !== type);
  return {
    collaboration_types: collaborationTypes.filter((x) => types.includes(x)),
    native_break_production: types.includes('native_break_syndication') ? (d.native_break_production ?? 'client_supplied') : null,
  };
}

/** Each field's label (deals:form.*), to say which one stops the save. */
const fieldLabels: Record<string, string> = {
  brand_name: 'brand',
  product_category: 'category',
  ad_duration: 'duration',
  budget_currency: 'currency',
  budget_min: 'budgetMin',
  budget_max: 'budgetMax',
  collaboration_count: 'count',
  product_description: 'description',
  content_expectations: 'expectations',
  collaboration_format: 'format',
  material_seconds: 'materialSeconds',
  video_length_seconds: 'videoLength',
  exposure_points: 'exposure',
  hashtags: 'hashtags',
  collaboration_types: 'types',
  native_break_production: 'production',
  competitors: 'competitors',
};

/** The first field a blocked save names (its top-level name) and the key of its label. */
export function firstBadField(errors: Record<string, string>): { field: string; label: string } | null {
  const field = Object.keys(errors)[0]?.split('.')[0];
  return field ? { field, label: `deals:form.${fieldLabels[field] ?? 'title'}` } : null;
}
