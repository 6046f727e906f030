// Finds people by name or e-mail (the "all users" list, searched on the server as one types).
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../../lib/api-client.ts';
import type { Member } from '../api/access-queries.ts';

export type PickedUser = Pick<Member, 'user_id' | 'email' | 'name' | 'account_type'>;

function useUserSearch(text: string) {
  const [q, setQ] = useState(text);
  useEffect(() => {
    const timer = setTimeout(() => setQ(text.trim()), 250);
    return () => clearTimeout(timer);
  }, [text]);
  return useQuery({
    queryKey: ['access', 'user-search', q],
    queryFn: () => api('memberList', { query: { team: 'all', q: q || undefined, page: 1, page_size: 20 } }),
    placeholderData: keepPreviousData,
    retry: false,
  });
}

type Common = { label: string; testId: string; exclude?: readonly number[]; helperText?: string; error?: boolean };

export function UserPicker({
  value,
  onChange,
  label,
  testId,
  exclude = [],
  helperText,
  error,
}: Common & { value: PickedUser | null; onChange: (user: PickedUser | null) => void }) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const search = useUserSearch(text);
  const options = (search.data?.items ?? []).filter((u) => !exclude.includes(u.user_id));
  return (
    <Autocomplete
      value={value}
      onChange={(_, v) => onChange(v)}
      inputValue={text}
      onInputChange={(_, v) => setText(v)}
      options={options}
      filterOptions={(o) => o}
      loading={search.isFetching}
      isOptionEqualToValue={(a, b) => a.user_id === b.user_id}
      getOptionLabel={(u) => `${u.name} <${u.email}>`}
      renderOption={(props, u) => (
        <li {...props} key={u.user_id} data-testid={`user-option-${u.email}`}>
          <span>
            {u.name}{' '}
            <span style={{ color: '#6b7280' }}>
              &lt;{u.email}&gt; · {t(`nav:roles.${u.account_type}`)}
            </span>
          </span>
        </li>
      )}
      noOptionsText={t('access:noMatches')}
      renderInput={(params) => (
        <TextField {...params} label={label} helperText={helperText} error={error} inputProps={{ ...params.inputProps, 'data-testid': testId }} />
      )}
    />
  );
}

export function UsersPicker({
  value,
  onChange,
  label,
  testId,
  exclude = [],
  helperText,
  error,
}: Common & { value: PickedUser[]; onChange: (users: PickedUser[]) => void }) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const search = useUserSearch(text);
  const options = (search.data?.items ?? []).filter((u) => !exclude.includes(u.user_id));
  return (
    <Autocomplete
      multiple
      value={value}
      onChange={(_, v) => onChange(v)}
      inputValue={text}
      onInputChange={(_, v, reason) => reason !== 'reset' && setText(v)}
      options={options}
      filterOptions={(o) => o}
      loading={search.isFetching}
      isOptionEqualToValue={(a, b) => a.user_id === b.user_id}
      getOptionLabel={(u) => `${u.name} <${u.email}>`}
      renderOption={(props, u) => (
        <li {...props} key={u.user_id} data-testid={`user-option-${u.email}`}>
          {u.name} &lt;{u.email}&gt;
        </li>
      )}
      noOptionsText={t('access:noMatches')}
      renderInput={(params) => (
        <TextField {...params} label={label} helperText={helperText} error={error} inputProps={{ ...params.inputProps, 'data-testid': testId }} />
      )}
    />
  );
}
