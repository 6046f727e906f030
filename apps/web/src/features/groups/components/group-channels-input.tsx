// A group's channels, picked with the top bar's channel search. Those who manage every group may
// add any channel they can see; a group's administrators only channels they own.
import { canManageEveryGroup } from '@chorus/contract';
import { useTranslation } from 'react-i18next';
import { ChannelsPicker } from '../../../components/channels-picker.tsx';
import { useAccess } from '../../../lib/session/access-context.tsx';

export function GroupChannelsInput(props: {
  value: string[];
  onChange: (ids: string[]) => void;
  titles?: Record<string, string>;
  errors?: Record<number, string>;
  testId: string;
}) {
  const { t } = useTranslation();
  const { subject } = useAccess();
  return <ChannelsPicker {...props} ownedOnly={!canManageEveryGroup(subject)} label={t('groups:channels')} helperText={t('groups:channelsHelp')} />;
}
