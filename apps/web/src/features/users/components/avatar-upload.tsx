import { AVATAR_MAX_BYTES } from '@chorus/contract';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../components/toasts.tsx';
import { api } from '../../../lib/api-client.ts';
import { useAction } from '../../../lib/use-action.ts';

export function AvatarUpload({ name, avatarId, canEdit, onUploaded }: { name: string; avatarId: string | null; canEdit: boolean; onUploaded: () => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const input = useRef<HTMLInputElement>(null);
  const { busy, run } = useAction({ report: 'toast' });

  const upload = async (file: File) => {
    if (file.size > AVATAR_MAX_BYTES) {
      toast(t('messages:errors.fileTooLarge'), 'error');
      return;
    }
    const form = new FormData();
    form.append('avatar', file);
    await run(async () => {
      await api('setAvatar', { form });
      toast(t('messages:success.avatarUpdated'));
      onUploaded();
    });
    if (input.current) input.current.value = '';
  };

  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      <Avatar src={avatarId ? `/api/v1/files/${avatarId}` : undefined} alt={name} sx={{ width: 72, height: 72, fontSize: 28 }}>
        {name.slice(0, 1)}
      </Avatar>
      {canEdit && (
        <Stack spacing={0.5}>
          <input
            ref={input}
            type="file"
            accept="image/png,image/jpeg"
            hidden
            onChange={(e) => e.target.files?.[0] && void upload(e.target.files[0])}
            data-testid="avatar-input"
          />
          <Button variant="outlined" size="small" disabled={busy} onClick={() => input.current?.click()}>
            {t('profile.uploadAvatar')}
          </Button>
          <Typography variant="caption" color="text.secondary">
            {t('profile.avatarHelp')}
          </Typography>
        </Stack>
      )}
    </Stack>
  );
}
