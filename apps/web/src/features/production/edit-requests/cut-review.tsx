// The delivered cuts (issue 29): choose a version, play it (the download answers byte ranges, so it
// seeks), its comments pinned to timecodes (a click seeks the player there), a comment at the current
// time, two versions side by side, and, for the request's editor, the next cut delivered.
import type { EditRequestDetail } from '@chorus/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../../components/section-card.tsx';
import { SelectField } from '../../../components/select-field.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { CommentForm } from './comment-form.tsx';
import { DeliverCut } from './deliver-cut.tsx';
import { comparePair, fileUrl, formatTimecode, versionsNewestFirst, type EditVersion } from './edit-requests-model.ts';

type Props = { request: EditRequestDetail; canComment: boolean; canDeliver: boolean };

export function CutReview({ request, canComment, canDeliver }: Props) {
  const { t, i18n } = useTranslation();
  const versions = versionsNewestFirst(request);
  const [chosen, setChosen] = useState<number | null>(null);
  const [comparing, setComparing] = useState(false);
  const current = versions.find((v) => v.version === chosen) ?? versions[0];
  const player = useRef<HTMLVideoElement>(null);
  const [time, setTime] = useState(0);
  const pair = comparePair(versions);
  const seek = (seconds: number) => {
    const video = player.current;
    if (!video) return;
    video.currentTime = seconds;
    setTime(seconds);
  };
  const versionOptions = versions.map((v) => ({ value: String(v.version), label: t('editing:cuts.version', { version: v.version }) }));
  return (
    <SectionCard
      title={t('editing:cuts.heading')}
      subtitle={t('editing:cuts.help')}
      testId="edit-cuts"
      action={
        pair && (
          <Button variant={comparing ? 'contained' : 'outlined'} onClick={() => setComparing((c) => !c)} data-testid="edit-compare-toggle">
            {t(comparing ? 'editing:cuts.compareClose' : 'editing:cuts.compare')}
          </Button>
        )
      }
    >
      <Stack spacing={2}>
        {!current && (
          <Typography variant="body2" color="text.secondary" data-testid="edit-cuts-none">
            {t('editing:cuts.none')}
          </Typography>
        )}
        {comparing && pair && <Compare request={request} versions={versions} initial={pair} />}
        {current && !comparing && (
          <>
            <Stack direction="row" sx={{ gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
              <SelectField
                label={t('editing:cuts.versionLabel')}
                value={String(current.version)}
                onChange={(v) => {
                  setChosen(Number(v));
                  setTime(0);
                }}
                options={versionOptions}
                sx={{ minWidth: 160 }}
                testId="edit-version"
              />
              <Typography variant="body2" color="text.secondary">
                {t('editing:cuts.delivered', { name: current.delivered_by.name, when: formatDateTime(current.created_at, i18n.language) })}
              </Typography>
            </Stack>
            <Cut request={request} version={current} playerRef={player} onTime={setTime} testId="edit-player" />
            {current.note && (
              <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
                {current.note}
              </Typography>
            )}
            <Comments version={current} onSeek={current.file ? seek : undefined} />
            {canComment && <CommentForm requestId={request.request_id} version={current.version} time={time} playable={current.file !== null} />}
          </>
        )}
        {canDeliver && <DeliverCut request={request} />}
      </Stack>
    </SectionCard>
  );
}

/** A version's cut: the player for an uploaded file, a link for a cut delivered as a link. */
function Cut({
  request,
  version,
  playerRef,
  onTime,
  testId,
}: {
  request: EditRequestDetail;
  version: EditVersion;
  playerRef?: React.RefObject<HTMLVideoElement | null>;
  onTime?: (seconds: number) => void;
  testId: string;
}) {
  const { t } = useTranslation();
  if (version.file)
    return (
      <Box
        component="video"
        ref={playerRef}
        key={version.file.file_id}
        controls
        preload="metadata"
        src={fileUrl(request.request_id, version.file.file_id)}
        onTimeUpdate={(e: React.SyntheticEvent<HTMLVideoElement>) => onTime?.(e.currentTarget.currentTime)}
        onSeeked={(e: React.SyntheticEvent<HTMLVideoElement>) => onTime?.(e.currentTarget.currentTime)}
        data-testid={testId}
        sx={{ width: '100%', maxHeight: 420, minHeight: 120, bgcolor: 'common.black', borderRadius: 1, display: 'block' }}
      />
    );
  return (
    <Alert severity="info" data-testid={`${testId}-link`}>
      {t('editing:cuts.linkOnly')}{' '}
      <Link href={version.url ?? '#'} target="_blank" rel="noreferrer" sx={{ overflowWrap: 'anywhere' }}>
        {version.url}
      </Link>
    </Alert>
  );
}

function Comments({ version, onSeek }: { version: EditVersion; onSeek?: (seconds: number) => void }) {
  const { t, i18n } = useTranslation();
  if (version.comments.length === 0)
    return (
      <Typography variant="body2" color="text.secondary" data-testid="edit-comments-none">
        {t('editing:comments.none')}
      </Typography>
    );
  return (
    <Stack spacing={1} data-testid="edit-comments">
      {version.comments.map((c) => (
        <Stack key={c.comment_id} direction="row" sx={{ gap: 1.5, alignItems: 'flex-start' }} data-testid={`edit-comment-${c.comment_id}`}>
          <Button
            size="small"
            variant="outlined"
            disabled={!onSeek}
            onClick={() => onSeek?.(c.at_seconds)}
            aria-label={t('editing:comments.seek', { at: formatTimecode(c.at_seconds) })}
            sx={{ minWidth: 72, fontVariantNumeric: 'tabular-nums', flexShrink: 0 }}
            data-testid={`edit-comment-${c.comment_id}-seek`}
          >
            {formatTimecode(c.at_seconds)}
          </Button>
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {c.text}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {c.author.name} · {formatDateTime(c.created_at, i18n.language)}
            </Typography>
          </Box>
        </Stack>
      ))}
    </Stack>
  );
}

/** Two versions side by side (one above the other on a phone), each with its comments. */
function Compare({ request, versions, initial }: { request: EditRequestDetail; versions: EditVersion[]; initial: [number, number] }) {
  const { t } = useTranslation();
  const [pair, setPair] = useState<[number, number]>(initial);
  const players = [useRef<HTMLVideoElement>(null), useRef<HTMLVideoElement>(null)];
  const options = versions.map((v) => ({ value: String(v.version), label: t('editing:cuts.version', { version: v.version }) }));
  return (
    <Stack spacing={1.5} data-testid="edit-compare">
      <Grid container spacing={2}>
        {pair.map((number, side) => {
          const version = versions.find((v) => v.version === number)!;
          return (
            <Grid key={side} size={{ xs: 12, md: 6 }}>
              <Stack spacing={1}>
                <SelectField
                  label={t(side === 0 ? 'editing:cuts.left' : 'editing:cuts.right')}
                  value={String(number)}
                  onChange={(v) => setPair((p) => (side === 0 ? [Number(v), p[1]] : [p[0], Number(v)]))}
                  options={options}
                  testId={`edit-compare-${side}`}
                />
                <Cut request={request} version={version} playerRef={players[side]} testId={`edit-compare-player-${side}`} />
                <Comments
                  version={version}
                  onSeek={
                    version.file
                      ? (s) => {
                          if (players[side]!.current) players[side]!.current.currentTime = s;
                        }
                      : undefined
                  }
                />
              </Stack>
            </Grid>
          );
        })}
      </Grid>
      <Box>
        <Button
          size="small"
          onClick={() => {
            for (const p of players) {
              if (!p.current) continue;
              p.current.currentTime = 0;
              void p.current.play?.()?.catch(() => undefined);
            }
          }}
          data-testid="edit-compare-play"
        >
          {t('editing:cuts.playBoth')}
        </Button>
      </Box>
    </Stack>
  );
}
