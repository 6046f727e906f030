// The cached results of one channel as a table: each key, when it was saved, its size, and the
// actions (view; delete for those who may refresh the cache). A plain view: the rows and the
// actions come from its caller.
import type { EndpointOutput } from '@chorus/contract';
import Button from '@mui/material/Button';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';
import { outlinedFrame, RowsTable } from '../../../components/paged-table.tsx';
import { formatDateTime, formatNumber } from '../../../lib/format.ts';
import '../i18n.ts';
import { byteSize } from './cache-model.ts';

export type CacheEntry = EndpointOutput<'cacheReadChannel'>['entries'][number];

type Props = {
  entries: readonly CacheEntry[];
  canDelete: boolean;
  onView: (entry: CacheEntry) => void;
  onDelete: (key: string) => void;
};

export function CachedEntriesTable({ entries, canDelete, onView, onDelete }: Props) {
  const { t, i18n } = useTranslation();
  return (
    <RowsTable
      columns={[
        { label: t('settings:cache.key') },
        { label: t('settings:cache.savedAt') },
        { label: t('settings:cache.size'), align: 'right' },
        { label: t('settings:actions'), align: 'right' },
      ]}
      frame={outlinedFrame}
    >
      {entries.map((entry) => (
        <TableRow key={entry.key} hover data-testid="cache-entry">
          <TableCell sx={{ fontFamily: 'monospace', fontSize: 13, wordBreak: 'break-all' }}>{entry.key}</TableCell>
          <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(entry.created_at, i18n.language)}</TableCell>
          <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
            {formatBytes(JSON.stringify(entry.value ?? null).length, i18n.language)}
          </TableCell>
          <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
            <Button size="small" onClick={() => onView(entry)}>
              {t('settings:cache.view')}
            </Button>
            {canDelete && (
              <Button size="small" color="error" onClick={() => onDelete(entry.key)} data-testid="cache-delete-entry">
                {t('settings:delete')}
              </Button>
            )}
          </TableCell>
        </TableRow>
      ))}
    </RowsTable>
  );
}

function formatBytes(bytes: number, language: string): string {
  const { value, unit } = byteSize(bytes);
  return `${formatNumber(value, language)} ${unit}`;
}
