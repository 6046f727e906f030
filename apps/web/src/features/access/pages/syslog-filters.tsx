// The system log's filters above its table: an action (or a family of them) applies at once, the
// typed ones on "search"; "clear" empties them all.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ListSubheader from '@mui/material/ListSubheader';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../components/date-field.tsx';
import '../i18n.ts';
import { actionFamilies, emptySyslogFilters, type SyslogFilters } from './syslog-model.ts';

const families = actionFamilies();

export function SyslogFiltersBar({
  draft,
  onChange,
  onApply,
  actionLabel,
}: {
  /** The filters as typed, not yet applied. */
  draft: SyslogFilters;
  onChange: (draft: SyslogFilters) => void;
  /** Applies these filters (and keeps them as the draft). */
  onApply: (filters: SyslogFilters) => void;
  actionLabel: (action: string) => string;
}) {
  const { t } = useTranslation();
  const familyLabel = (family: string) => t(`access:syslog.families.${family}`, { defaultValue: family });
  const set = (key: keyof SyslogFilters) => (e: { target: { value: string } }) => onChange({ ...draft, [key]: e.target.value });
  return (
    <Stack
      component="form"
      direction="row"
      onSubmit={(event) => {
        event.preventDefault();
        onApply(draft);
      }}
      noValidate
      sx={{ gap: 1.5, flexWrap: 'wrap', p: 2, alignItems: 'flex-start' }}
    >
      <TextField
        select
        size="small"
        label={t('access:syslog.action')}
        value={draft.action}
        onChange={(e) => onApply({ ...draft, action: e.target.value })}
        sx={{ width: 220 }}
        slotProps={{ htmlInput: { 'data-testid': 'syslog-action' } }}
      >
        <MenuItem value="">{t('access:any')}</MenuItem>
        {families.flatMap(({ family, actions }) => [
          <ListSubheader key={`h-${family}`}>{familyLabel(family)}</ListSubheader>,
          <MenuItem key={`${family}.`} value={`${family}.`}>
            {t('access:syslog.allOf', { family: familyLabel(family) })}
          </MenuItem>,
          ...actions.map((a) => (
            <MenuItem key={a} value={a} sx={{ pl: 4 }}>
              {actionLabel(a)}
            </MenuItem>
          )),
        ])}
      </TextField>
      <TextField
        size="small"
        label={t('access:syslog.actor')}
        value={draft.actor}
        onChange={set('actor')}
        helperText={t('access:syslog.idOrEmail')}
        sx={{ width: 220 }}
        slotProps={{ htmlInput: { 'data-testid': 'syslog-actor' } }}
      />
      <TextField
        size="small"
        label={t('access:syslog.target')}
        value={draft.target}
        onChange={set('target')}
        helperText={t('access:syslog.idOrEmail')}
        sx={{ width: 220 }}
        slotProps={{ htmlInput: { 'data-testid': 'syslog-target' } }}
      />
      <Box sx={{ width: 170 }}>
        <DateField size="small" label={t('access:syslog.from')} value={draft.from} onChange={set('from')} fullWidth />
      </Box>
      <Box sx={{ width: 170 }}>
        <DateField size="small" label={t('access:syslog.to')} value={draft.to} onChange={set('to')} fullWidth />
      </Box>
      <Button type="submit" variant="contained" sx={{ mt: 0.25 }} data-testid="syslog-search">
        {t('access:syslog.search')}
      </Button>
      <Button onClick={() => onApply(emptySyslogFilters)} sx={{ mt: 0.25 }}>
        {t('access:syslog.clear')}
      </Button>
    </Stack>
  );
}
