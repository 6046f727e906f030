// The team's prospect lists: one list or all, one stage or any, each prospect with its channel,
// stage, owner, notes and the dates of the stages it reached; moving a prospect to another stage
// for those who may (editsProspects, the server's policy).
import { prospectStatuses, type Prospect, type ProspectStatus } from '@chorus/contract';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorCard } from '../../../components/error-card.tsx';
import { RowsTable, type Column } from '../../../components/paged-table.tsx';
import { SelectField } from '../../../components/select-field.tsx';
import { StatusChip } from '../../../components/status-chip.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { youtubeChannelUrl } from '../discovery/candidate-row.tsx';
import { useProspects } from './api.ts';
import { nextStages, prospectsOf, stageColors, stageDates } from './prospects-model.ts';
import { StatusDialog } from './status-dialog.tsx';

export function ProspectsPanel({ edits }: { edits: boolean }) {
  const { t, i18n } = useTranslation();
  const prospects = useProspects();
  const [list, setList] = useState('');
  const [stage, setStage] = useState<ProspectStatus | ''>('');
  const [moving, setMoving] = useState<Prospect | null>(null);
  const data = prospects.data;
  const rows = prospectsOf(data, list ? Number(list) : null, stage);
  const listName = new Map((data?.lists ?? []).map((l) => [l.id, l.name]));
  const columns: Column[] = [
    { label: t('exploration:prospects.channel'), sx: { minWidth: 200 } },
    { label: t('exploration:prospects.list'), sx: { minWidth: 140 } },
    { label: t('exploration:prospects.stage') },
    { label: t('exploration:prospects.owner') },
    { label: t('exploration:prospects.notes'), sx: { minWidth: 180 } },
    { label: t('exploration:prospects.dates') },
    edits && { label: t('exploration:prospects.actions'), align: 'right' },
  ];
  if (prospects.error) return <ErrorCard message={prospects.error.message} />;
  return (
    <Card variant="outlined">
      <Stack
        direction="row"
        spacing={1.5}
        useFlexGap
        sx={{ p: 2, flexWrap: 'wrap', alignItems: 'center', '& > .MuiTextField-root': { width: { xs: '100%', sm: 220 } } }}
      >
        <SelectField
          label={t('exploration:prospects.list')}
          value={list}
          onChange={setList}
          any={t('exploration:prospects.allLists')}
          options={(data?.lists ?? []).map((l) => ({ value: String(l.id), label: `${l.name} (${l.count})` }))}
          testId="prospect-list"
        />
        <SelectField
          label={t('exploration:prospects.stage')}
          value={stage}
          onChange={setStage}
          any={t('exploration:prospects.anyStage')}
          options={prospectStatuses.map((s) => ({ value: s, label: t(`exploration:stages.${s}`) }))}
          testId="prospect-stage"
        />
        <Typography variant="body2" color="text.secondary" data-testid="prospect-count">
          {t('exploration:prospects.count', { count: rows.length })}
        </Typography>
      </Stack>
      <RowsTable
        columns={columns}
        testId="prospect-table"
        size="small"
        empty={data && rows.length === 0 && t(edits ? 'exploration:prospects.empty' : 'exploration:prospects.emptyViewer')}
        emptyTestId="prospects-empty"
      >
        {rows.map((p) => (
          <TableRow key={p.id} hover data-testid="prospect-row" data-channel={p.channel_id}>
            <TableCell>
              <Link href={youtubeChannelUrl(p.channel_id)} target="_blank" rel="noreferrer" underline="hover">
                {p.title ?? p.channel_id}
              </Link>
              {p.title === null && (
                <Typography variant="caption" color="text.secondary" component="div">
                  {t('exploration:deleted')}
                </Typography>
              )}
              {p.in_network && <Chip size="small" color="primary" variant="outlined" label={t('exploration:inNetwork')} sx={{ ml: 1 }} />}
            </TableCell>
            <TableCell>{listName.get(p.list_id) ?? ''}</TableCell>
            <TableCell>
              <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
                <StatusChip status={p.status} colors={stageColors} label={t(`exploration:stages.${p.status}`)} testId="prospect-stage-chip" />
                {p.invitation_id !== null && <Chip size="small" label={t('exploration:prospects.invited')} data-testid="prospect-invited" />}
              </Stack>
            </TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{p.owner?.name ?? t('exploration:prospects.noOwner')}</TableCell>
            <TableCell sx={{ whiteSpace: 'pre-line' }}>{p.notes}</TableCell>
            <TableCell>
              {stageDates(p).map(([s, at]) => (
                <Typography key={s} variant="caption" component="div" sx={{ whiteSpace: 'nowrap' }}>
                  {t(`exploration:stages.${s}`)} · {formatDateTime(at, i18n.language)}
                </Typography>
              ))}
            </TableCell>
            {edits && (
              <TableCell align="right">
                {nextStages(p.status).length > 0 ? (
                  <Button size="small" onClick={() => setMoving(p)} data-testid="prospect-move">
                    {t('exploration:prospects.move')}
                  </Button>
                ) : (
                  <Typography variant="caption" color="text.secondary">
                    {t('exploration:prospects.signedFinal')}
                  </Typography>
                )}
              </TableCell>
            )}
          </TableRow>
        ))}
      </RowsTable>
      {edits && <StatusDialog key={moving?.id ?? 0} prospect={moving} onClose={() => setMoving(null)} />}
    </Card>
  );
}
