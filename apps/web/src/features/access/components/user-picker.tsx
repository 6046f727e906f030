// Finds people by name or e-mail (the "all users" list, searched on the server as one types).
import Autocomplete, { type AutocompleteRenderInputParams } from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Member } from '../api/access-queries.ts';
import { useEndpointQuery, keepPreviousData } from '../../../lib/endpoint-query.ts';

export type PickedUser = Pick<Member, 'user_id' | 'email' | 'name' | 'account_type' | 'has_cms_permissions'>;

function useUserSearch(text: string) {
  const [q, setQ] = useState(text);
  useEffect(() => {
    const timer = setTimeout(() => setQ(text.trim()), 250);
    return () => clearTimeout(timer);
  }, [text]);
  return useEndpointQuery(
    'memberList',
    { query: { team: 'all', q: q || undefined, page: 1, page_size: 20 } },
    { placeholderData: keepPreviousData, retry: false },
  );
}

type Common = { label: string; testId: string; exclude?: readonly number[]; helperText?: string; error?: boolean };

/** What both pickers share: the search as one types, the options it finds and the field. */
function usePicker({ label, testId, exclude = [], helperText, error }: Common) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const search = useUserSearch(text);
  const options: PickedUser[] = (search.data?.items ?? []).filter((u) => !exclude.includes(u.user_id));
  const props = {
    inputValue: text,
    options,
    filterOptions: (o: PickedUser[]) => o,
    loading: search.isFetching,
    isOptionEqualToValue: (a: PickedUser, b: PickedUser) => a.user_id === b.user_id,
    getOptionLabel: (u: PickedUser) => `${u.name} <${u.email}>`,
    noOptionsText: t('access:noMatches'),
    renderInput: (params: AutocompleteRenderInputParams) => (
      <TextField {...params} label={label} helperText={helperText} error={error} inputProps={{ ...params.inputProps, 'data-testid': testId }} />
    ),
  };
  return { t, setText, props };
}

export function UserPicker({ value, onChange, ...common }: Common & { value: PickedUser | null; onChange: (user: PickedUser | null) => void }) {
  const { t, setText, props } = usePicker(common);
  return (
    <Autocomplete
      {...props}
      value={value}
      onChange={(_, v) => onChange(v)}
      onInputChange={(_, v) => setText(v)}
      renderOption={(item, u) => (
        <li {...item} key={u.user_id} data-testid={`user-option-${u.email}`}>
          <span>
            {u.name}{' '}
            <span style={{ color: '#6b7280' }}>
              &lt;{u.email}&gt; · {t(`nav:roles.${u.account_type}`)}
            </span>
          </span>
        </li>
      )}
    />
  );
}

export function UsersPicker({ value, onChange, ...common }: Common & { value: PickedUser[]; onChange: (users: PickedUser[]) => void }) {
  const { setText, props } = usePicker(common);
  return (
    <Autocomplete
      {...props}
      multiple
      value={value}
      onChange={(_, v) => onChange(v)}
      onInputChange={(_, v, reason) => reason !== 'reset' && setText(v)}
      renderOption={(item, u) => (
        <li {...item} key={u.user_id} data-testid={`user-option-${u.email}`}>
          {u.name} &lt;{u.email}&gt;
        </li>
      )}
    />
  );
}
