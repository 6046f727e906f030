// Several channels chosen with the top bar's search (name, @handle, id or tag), shown as chips: the
// channel group forms. Text typed and not picked stays an entry (on Enter or when the field is
// left) unless it names exactly one listed channel, so the server refuses it by name rather than it
// vanishing without a word.
import Autocomplete from '@mui/material/Autocomplete';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccess } from '../lib/session/access-context.tsx';
import {
  ChannelSearchAdornment,
  channelOption,
  useChannelListProps,
  useChannelSearch,
  type ChannelOption,
  type ChannelSearchOption,
} from './channel-search.tsx';

type Props = {
  /** Channel ids (or entries the user typed that are not one). */
  value: string[];
  onChange: (ids: string[]) => void;
  /** Titles of channels already chosen (e.g. a group's current channels). */
  titles?: Record<string, string>;
  /** Refusals by position in `value`. */
  errors?: Record<number, string>;
  /** Only the user's own channels are offered (a group administrator shares only those). */
  ownedOnly?: boolean;
  /** Where the options come from: by default the channels the user may see (GET /api/v1/channels). A module-level hook, never changed between renders. */
  useSearch?: typeof useChannelSearch;
  label: string;
  helperText: string;
  testId: string;
};

export function ChannelsPicker({
  value,
  onChange,
  titles = {},
  errors = {},
  ownedOnly = false,
  useSearch = useChannelSearch,
  label,
  helperText,
  testId,
}: Props) {
  const { t } = useTranslation();
  const { user } = useAccess();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  // Titles of channels picked from earlier searches, so their chips keep their names.
  const [picked, setPicked] = useState<Record<string, string>>({});
  const search = useSearch(text, { enabled: open, ownedOnly });
  const { own, others, more } = search;
  const listProps = useChannelListProps(search);
  const titleOf = (id: string) => titles[id] ?? picked[id] ?? user.channels.find((c) => c.channel_id === id)?.channel_title ?? id;
  const options = useMemo<ChannelSearchOption[]>(
    () => [...own, ...others, ...(more ? [more] : [])].filter((o) => !value.includes(o.id)),
    [own, others, more, value],
  );
  const chosen = value.map((id) => channelOption(id, titleOf(id), 'own'));

  /** Typed text: the one listed channel it names exactly (title, id), else the text itself. */
  const resolve = (typed: string): ChannelOption | string => {
    const needle = typed.trim().toLowerCase();
    const exact = [...own, ...others].filter((o) => o.id.toLowerCase() === needle || o.title.toLowerCase() === needle);
    return exact.length === 1 ? exact[0]! : typed.trim();
  };

  const change = (entries: (ChannelSearchOption | string)[]) => {
    const resolved = entries.map((e) => (typeof e === 'string' ? resolve(e) : e));
    const named: Record<string, string> = {};
    for (const e of resolved) if (typeof e !== 'string' && e.kind === 'channel') named[e.id] = e.title;
    setPicked((p) => ({ ...p, ...named }));
    const ids = resolved.map((e) => (typeof e === 'string' ? e : e.id)).filter(Boolean);
    onChange([...new Set(ids)]);
    setText('');
  };

  return (
    <Autocomplete<ChannelSearchOption, true, false, true>
      multiple
      freeSolo
      autoSelect
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      value={chosen}
      onChange={(_, entries) => change(entries)}
      inputValue={text}
      onInputChange={(_, next, reason) => {
        if (reason === 'input') setText(next);
      }}
      options={options}
      {...listProps}
      getOptionLabel={(o) => (typeof o === 'string' ? o : o.kind === 'channel' ? o.title : '')}
      getOptionKey={(o) => (typeof o === 'string' ? o : o.id)}
      renderValue={(entries, getItemProps) =>
        entries.map((entry, index) => {
          const { key, ...props } = getItemProps({ index });
          const id = typeof entry === 'string' ? entry : entry.id;
          const title = typeof entry === 'string' ? entry : entry.kind === 'channel' ? entry.title : id;
          return (
            <Chip
              key={key}
              {...props}
              size="small"
              color={errors[index] ? 'error' : 'default'}
              label={title}
              title={errors[index] ?? id}
              data-testid="picked-channel"
              data-channel-id={id}
            />
          );
        })
      }
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          placeholder={t('channelPicker.placeholder')}
          helperText={Object.values(errors)[0] ?? helperText}
          error={Object.keys(errors).length > 0}
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
