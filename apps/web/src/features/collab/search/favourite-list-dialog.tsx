// Creating (optionally shared with an advertiser team), renaming or deleting a favourites list; the
// page holds the typed name and team and does the change.
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import '../i18n.ts';
import { dialogReady, dialogTexts, type FavouritesDialog } from './favourites-model.ts';

export type FavouriteListDialogProps = {
  dialog: NonNullable<FavouritesDialog>;
  name: string;
  onName: (name: string) => void;
  team: string;
  onTeam: (team: string) => void;
  /** The advertiser teams a new list may be shared with. */
  teams: readonly { id: number; name: string }[];
  onConfirm: () => Promise<void>;
  onClose: () => void;
};

export function FavouriteListDialog({ dialog, name, onName, team, onTeam, teams, onConfirm, onClose }: FavouriteListDialogProps) {
  const { t } = useTranslation();
  const texts = dialogTexts(dialog);
  return (
    <ConfirmDialog
      open
      title={t(texts.title, texts.titleValues)}
      body={texts.body ? t(texts.body) : undefined}
      confirmLabel={t(texts.confirm)}
      danger={dialog.kind === 'delete'}
      confirmDisabled={!dialogReady(dialog, name)}
      onConfirm={onConfirm}
      onClose={onClose}
    >
      {dialog.kind !== 'delete' && (
        <TextField
          autoFocus
          fullWidth
          label={t('creators:favourites.name')}
          value={name}
          onChange={(e) => onName(e.target.value)}
          slotProps={{ htmlInput: { maxLength: 100, 'data-testid': 'fav-list-name-input' } }}
        />
      )}
      {dialog.kind === 'create' && teams.length > 0 && (
        <TextField
          select
          fullWidth
          label={t('creators:favourites.shareWith')}
          value={team}
          onChange={(e) => onTeam(e.target.value)}
          slotProps={{ htmlInput: { 'data-testid': 'fav-share-with' } }}
        >
          <MenuItem value="">{t('creators:favourites.onlyMe')}</MenuItem>
          {teams.map((tm) => (
            <MenuItem key={tm.id} value={String(tm.id)}>
              {tm.name}
            </MenuItem>
          ))}
        </TextField>
      )}
    </ConfirmDialog>
  );
}
