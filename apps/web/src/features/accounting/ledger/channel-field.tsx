// One channel chosen with the top bar's search: the channel picker, kept to its last choice.
import { useTranslation } from 'react-i18next';
import { ChannelsPicker } from '../../../components/channels-picker.tsx';

export function ChannelField({ value, onChange, testId }: { value: string | null; onChange: (channelId: string | null) => void; testId: string }) {
  const { t } = useTranslation();
  return (
    <ChannelsPicker
      value={value ? [value] : []}
      onChange={(ids) => onChange(ids.at(-1) ?? null)}
      label={t('ledger:channel')}
      helperText={t('ledger:channelHelp')}
      testId={testId}
    />
  );
}
