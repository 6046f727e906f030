// Channel ids typed or picked: one's own channels are offered; staff may type any channel id.
import { canManageEveryGroup } from '@chorus/contract';
import Autocomplete from '@mui/material/Autocomplete';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { useAccess } from '../../../lib/session/access-context.tsx';

const channelIdPattern = /^[A-Za-z0-9_-]{1,64}$/;

export function ChannelIdsInput({
  value,
  onChange,
  titles = {},
  errors = {},
  testId,
}: {
  value: string[];
  onChange: (ids: string[]) => void;
  titles?: Record<string, string>;
  errors?: Record<number, string>;
  testId: string;
}) {
  const { t } = useTranslation();
  const { user, subject } = useAccess();
  // Group administrators add only channels they own; those who manage every group any channel.
  const offered = canManageEveryGroup(subject) ? user.channels : user.channels.filter((c) => c.member_type === 'owner');
  const label = (id: string) => titles[id] ?? offered.find((c) => c.channel_id === id)?.channel_title ?? id;
  return (
    <Autocomplete
      multiple
      freeSolo
      options={offered.map((c) => c.channel_id)}
      value={value}
      onChange={(_, ids) => onChange([...new Set(ids.map((id) => id.trim()).filter((id) => channelIdPattern.test(id)))])}
      getOptionLabel={(id) => (label(id) === id ? id : `${label(id)} (${id})`)}
      renderValue={(ids, getItemProps) =>
        ids.map((id, index) => {
          const { key, ...props } = getItemProps({ index });
          return <Chip key={key} {...props} size="small" color={errors[index] ? 'error' : 'default'} label={label(id)} title={errors[index] ?? id} />;
        })
      }
      renderInput={(params) => (
        <TextField
          {...params}
          label={t('groups:channels')}
          helperText={Object.values(errors)[0] ?? t('groups:channelsHelp')}
          error={Object.keys(errors).length > 0}
          inputProps={{ ...params.inputProps, 'data-testid': testId }}
        />
      )}
    />
  );
}
