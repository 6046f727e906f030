// The profile form's pure parts: the form from one's details, what a save sends (only what changed,
// emptied optional fields as null, a masked identity number only when typed), its check by the
// contract's schema, and the language to switch to after a save.
import { editUserInfoInputSchema, type EditUserInfoInput, type UserInfo } from '@chorus/contract';
import { fieldErrors } from '../../components/field-errors.ts';

/** Bank details are not edited here: they are the channel's remittance recipient (PayoutRecipient). */
export type ProfileForm = Record<Exclude<keyof EditUserInfoInput, 'user_id' | `beneficiary_${string}`>, string>;

/** Identity numbers arrive masked; their input starts empty and is sent only when typed. */
const secretFields = new Set<string>(['identity_number']);
/** Fields that are never null: emptying them sends '' (and the schema refuses an empty name). */
const requiredFields = new Set<string>(['name', 'phone']);

export function profileForm(user: UserInfo): ProfileForm {
  return {
    name: user.name,
    phone: user.phone ?? '',
    gender: user.gender,
    language: user.language,
    currency: user.currency,
    date_of_birth: user.date_of_birth ?? '',
    residence_address: user.residence_address ?? '',
    current_address: user.current_address ?? '',
    company_address: user.company_address ?? '',
    identity_type: user.identity_type ?? '',
    identity_number: '',
    uniform_numbers: user.uniform_numbers ?? '',
    donate_account: user.donate_account ?? '',
  };
}

/** Only what changed is sent; an emptied optional field becomes null. */
export function profileChanges(initial: ProfileForm, form: ProfileForm): Partial<EditUserInfoInput> {
  const patch: Record<string, unknown> = {};
  for (const key of Object.keys(form) as (keyof ProfileForm)[]) {
    if (form[key] === initial[key]) continue;
    if (secretFields.has(key) && form[key] === '') continue;
    patch[key] = form[key] === '' && !requiredFields.has(key) ? null : form[key];
  }
  return patch as Partial<EditUserInfoInput>;
}

/** The changes' refusals by field (message keys), as the server would give them. */
export const profileErrors = (patch: Partial<EditUserInfoInput>) => fieldErrors(editUserInfoInputSchema, patch);

/** The language the app switches to after a save that changed it away from the one shown; null otherwise. */
export const languageAfterSave = (patch: Partial<EditUserInfoInput>, shown: string) => (patch.language && patch.language !== shown ? patch.language : null);
