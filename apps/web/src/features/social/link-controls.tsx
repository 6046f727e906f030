// Linking an account (through the platform's consent screen), unlinking it, and what a lapsing or
// lapsed link asks of the reader. Drawn only where linksSocialAccount allows; the server judges again.
import type { SocialAccount, SocialPlatform } from '@chorus/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { useLinkStart, useUnlink } from './api.ts';
import { formatDay } from './figure-text.tsx';
import { linkWarning } from './social-model.ts';

type LinkProps = { platform: SocialPlatform; channelId: string; channelName: string; again?: boolean };

/** Leads to the platform's consent screen; says plainly when the server has no app credentials for it. */
export function LinkButton({ platform, channelId, channelName, again = false }: LinkProps) {
  const { t } = useTranslation();
  const start = useLinkStart(platform, channelId, true);
  const label = t(again ? `social:link.again.${platform}` : `social:link.start.${platform}`, { channel: channelName });
  if (start.data?.status === 'not_configured') {
    return (
      <Stack sx={{ gap: 0.5, maxWidth: 360 }}>
        <Button variant="outlined" disabled data-testid="social-link">
          {label}
        </Button>
        <Typography variant="caption" color="text.secondary" data-testid="social-not-configured">
          {t(`social:link.notConfigured.${platform}`)}
        </Typography>
      </Stack>
    );
  }
  if (start.error) {
    return (
      <Typography variant="body2" color="error" data-testid="social-link-failed">
        {start.error.message || t('messages:errors.generic')}
      </Typography>
    );
  }
  return (
    <Button variant={again ? 'outlined' : 'contained'} href={start.data?.url ?? undefined} disabled={!start.data} data-testid="social-link">
      {label}
    </Button>
  );
}

/** Unlinks after a question: the platform's tokens and the collected figures are deleted. */
export function UnlinkButton({ account }: { account: SocialAccount }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const unlink = useUnlink();
  return (
    <>
      <Button color="error" onClick={() => setOpen(true)} data-testid="social-unlink">
        {t('social:unlink.button')}
      </Button>
      <ConfirmDialog
        open={open}
        danger
        title={t('social:unlink.title', { username: account.username })}
        body={t(`social:unlink.body.${account.platform}`)}
        confirmLabel={t('social:unlink.confirm')}
        onConfirm={async () => {
          await unlink.mutateAsync({ params: { accountId: account.account_id } });
        }}
        onClose={() => setOpen(false)}
      />
    </>
  );
}

/** A link that lapses soon, lapsed or was refused: when, what it means, and what to do. */
export function LinkWarningNote({ account, canLink, channelName }: { account: SocialAccount; canLink: boolean; channelName: string }) {
  const { t, i18n } = useTranslation();
  const warning = linkWarning(account);
  if (!warning) return null;
  const platform = t(`social:platforms.${account.platform}`);
  const date = warning.date ? formatDay(warning.date, i18n.language) : '';
  return (
    // On a phone the button's label wraps inside the note rather than making the note scroll sideways.
    <Alert severity={warning.tone} sx={{ '& .MuiAlert-message': { minWidth: 0 } }} data-testid={`social-link-${warning.key}`}>
      {t(`social:warning.${warning.key}`, { platform, date })} {t(canLink ? 'social:warning.linkAgain' : 'social:warning.askOwner')}
      {canLink && (
        <Box sx={{ mt: 1, '& .MuiButton-root': { whiteSpace: 'normal', textAlign: 'start' } }}>
          <LinkButton platform={account.platform} channelId={account.channel_id} channelName={channelName} again />
        </Box>
      )}
    </Alert>
  );
}
