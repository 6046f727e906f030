// The cache page's channel field: a channel id typed, or chosen among the person's own channels and
// those of the refresh queue.
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { shownError } from '../../../components/field-errors.ts';
import { useEndpointQuery } from '../../../lib/endpoint-query.ts';
import { useAccess } from '../../../lib/session/access-context.tsx';
import { channelChoices, idFromLabel } from './cache-model.ts';

/** Channel ids the person knows: their own channels, and those of the queue. */
function useChannelChoices(): { id: string; label: string }[] {
  const { user } = useAccess();
  const queue = useEndpointQuery('cacheTaskQueue', undefined, { enabled: false });
  return useMemo(() => channelChoices(user.channels, queue.data?.tasks ?? []), [user.channels, queue.data]);
}

export function ChannelInput({ value, onChange, error, testId }: { value: string; onChange: (value: string) => void; error?: string; testId: string }) {
  const { t } = useTranslation();
  const choices = useChannelChoices();
  return (
    <Autocomplete
      freeSolo
      options={choices.map((c) => c.id)}
      getOptionLabel={(id) => choices.find((c) => c.id === id)?.label ?? id}
      inputValue={value}
      onInputChange={(_, v) => onChange(idFromLabel(v))}
      sx={{ minWidth: 320, flex: 1 }}
      renderInput={(params) => (
        <TextField
          {...params}
          size="small"
          label={t('settings:cache.channelId')}
          {...shownError(error)}
          inputProps={{ ...params.inputProps, 'data-testid': testId }}
        />
      )}
    />
  );
}
