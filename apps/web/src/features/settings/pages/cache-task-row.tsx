// One task of the refresh queue as a table row: the channel (its title when the person knows it),
// the state and a failed task's error in the reader's language, the mode, when it was queued and
// finished, and (for those who may refresh the cache) refreshing again or clearing the channel.
import type { EndpointOutput } from '@chorus/contract';
import Button from '@mui/material/Button';
import Chip, { type ChipProps } from '@mui/material/Chip';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format.ts';
import '../i18n.ts';
import { errorMessageKey, type TaskState } from './cache-model.ts';

export type CacheTask = EndpointOutput<'cacheTaskQueue'>['tasks'][number];

const stateColor: Record<TaskState, ChipProps['color']> = {
  created: 'default',
  retry: 'warning',
  active: 'info',
  completed: 'success',
  failed: 'error',
  cancelled: 'default',
};

type Props = {
  task: CacheTask;
  /** The channel's title, when the person knows it. */
  title: string | undefined;
  canRefresh: boolean;
  onRefresh: (channelId: string) => void;
  onClear: (channelId: string) => void;
};

export function CacheTaskRow({ task, title, canRefresh, onRefresh, onClear }: Props) {
  const { t, i18n } = useTranslation();
  // Failed tasks keep the message key of their error (errors.youtubeNotAuthorized); other text as is.
  const errorText = (error: string) => {
    const key = errorMessageKey(error);
    return key ? t(key, { defaultValue: error }) : error;
  };
  return (
    <TableRow hover data-testid="cache-task">
      <TableCell>
        <Typography variant="body2" sx={{ fontWeight: 500 }}>
          {title ?? task.channel_id}
        </Typography>
        {title !== undefined && (
          <Typography variant="caption" color="text.secondary">
            {task.channel_id}
          </Typography>
        )}
      </TableCell>
      <TableCell>
        <Chip
          size="small"
          color={stateColor[task.state]}
          variant={task.state === 'completed' ? 'outlined' : 'filled'}
          label={t(`settings:cache.states.${task.state}`)}
        />
        {task.error && (
          <Tooltip title={errorText(task.error)}>
            <Typography
              variant="caption"
              color="error"
              sx={{ display: 'block', mt: 0.5, maxWidth: 260, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
              data-testid="cache-task-error"
            >
              {errorText(task.error)}
            </Typography>
          </Tooltip>
        )}
      </TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{t('settings:cache.modeAdd', { days: task.days_ago })}</TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(task.created_at, i18n.language)}</TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{task.completed_at ? formatDateTime(task.completed_at, i18n.language) : '—'}</TableCell>
      {canRefresh && (
        <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
          <Button size="small" onClick={() => onRefresh(task.channel_id)} data-testid="cache-task-refresh">
            {t('settings:cache.refreshAgain')}
          </Button>
          <Button size="small" color="error" onClick={() => onClear(task.channel_id)} data-testid="cache-task-clear">
            {t('settings:cache.clearCache')}
          </Button>
        </TableCell>
      )}
    </TableRow>
  );
}
