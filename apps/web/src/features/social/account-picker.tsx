// Which linked account the page shows: each option names the account and the channel it is linked to.
import type { SocialAccount } from '@chorus/contract';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../components/select-field.tsx';

/** `onChange` gets the chosen account's id. */
export function AccountPicker(props: { accounts: readonly SocialAccount[]; value: SocialAccount; onChange: (accountId: number) => void }) {
  const { accounts, value, onChange } = props;
  const { t } = useTranslation();
  return (
    <SelectField
      label={t('social:picker.label')}
      value={String(value.account_id)}
      onChange={(id) => onChange(Number(id))}
      sx={{ minWidth: { xs: '100%', sm: 360 } }}
      testId="social-account-picker"
      options={accounts.map((a) => ({
        value: String(a.account_id),
        label: t('social:picker.option', { username: a.username, channel: a.channel_title }),
        testId: `social-account-${a.account_id}`,
      }))}
    />
  );
}
