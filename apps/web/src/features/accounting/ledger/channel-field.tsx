// One channel chosen for a per-channel accounting screen (profit sharing, statements, payment
// records): the channels the caller's accounting policy covers, found by title, @handle or id, and
// "no matching channels" when nothing is. Only a listed channel can be chosen.
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ChannelSearchAdornment,
  channelOption,
  useChannelListProps,
  type ChannelOption,
  type ChannelSearchOption,
} from '../../../components/channel-search.tsx';
import { useAccess } from '../../../lib/session/access-context.tsx';
import { useAccountingChannelSearch } from '../components/accounting-channel-search.ts';

export function ChannelField({ value, onChange, testId }: { value: string | null; onChange: (channelId: string | null) => void; testId: string }) {
  const { t } = useTranslation();
  const { user } = useAccess();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  // The channel picked last, so its title stays shown.
  const [picked, setPicked] = useState<ChannelOption | null>(null);
  const search = useAccountingChannelSearch(text, { enabled: open });
  const listProps = useChannelListProps(search);
  const options: ChannelSearchOption[] = [...search.own, ...search.others, ...(search.more ? [search.more] : [])];
  const chosen =
    value === null
      ? null
      : picked?.id === value
        ? picked
        : channelOption(value, user.channels.find((c) => c.channel_id === value)?.channel_title ?? value, 'own');
  return (
    <Autocomplete<ChannelSearchOption, false, false, false>
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      value={chosen}
      onChange={(_, option) => {
        if (option?.kind === 'more') return;
        setPicked(option);
        onChange(option?.id ?? null);
      }}
      onInputChange={(_, next, reason) => setText(reason === 'input' ? next : '')}
      options={options}
      {...listProps}
      getOptionLabel={(o) => (o.kind === 'channel' ? o.title : '')}
      getOptionKey={(o) => o.id}
      renderInput={(params) => (
        <TextField
          {...params}
          label={t('ledger:channel')}
          placeholder={t('channelPicker.placeholder')}
          helperText={t('ledger:channelHelp')}
          inputProps={{ ...params.inputProps, 'data-testid': testId }}
          InputProps={{
            ...params.InputProps,
            endAdornment: <ChannelSearchAdornment searching={open && search.isFetching}>{params.InputProps.endAdornment}</ChannelSearchAdornment>,
          }}
        />
      )}
    />
  );
}
