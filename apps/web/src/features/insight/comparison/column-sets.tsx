// The saved column sets of the comparison: choose one (its columns replace the chosen ones), save the
// chosen columns as a new set, update or delete the chosen set.
import type { ColumnSet, ComparisonColumn } from '@chorus/contract';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { useToast } from '../../../components/toasts.tsx';
import { ApiError } from '../../../lib/api-error.ts';
import { useColumnSetMutations, useColumnSets } from './api.ts';

type Props = {
  channelId: string;
  columns: readonly ComparisonColumn[];
  chosen: number | null;
  onChoose: (set: ColumnSet | null) => void;
};

export function ColumnSets({ channelId, columns, chosen, onChoose }: Props) {
  const { t } = useTranslation();
  const toast = useToast();
  const sets = useColumnSets(channelId);
  const { create, update, updating, remove } = useColumnSetMutations(channelId);
  const [naming, setNaming] = useState(false);
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);
  const [deleting, setDeleting] = useState(false);
  const list = sets.data?.sets ?? [];
  const current = list.find((s) => s.id === chosen) ?? null;
  const failed = (error: unknown) => toast(error instanceof Error ? error.message : String(error), 'error');

  /** A refusal of the name shows under the field; any other failure in the dialog. */
  const save = async (): Promise<void | false> => {
    try {
      const set = await create({ name, columns: [...columns] });
      onChoose(set);
      toast(t('insight:comparison.columnSets.saved', { name: set.name }));
    } catch (error) {
      if (error instanceof ApiError && (error.fields.name || error.code === 'errors.columnSetNameTaken')) {
        setNameError(error.fields.name ?? error.message);
        return false;
      }
      throw error;
    }
  };

  return (
    <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
      <TextField
        select
        size="small"
        label={t('insight:comparison.columnSets.label')}
        value={current ? String(current.id) : ''}
        onChange={(e) => onChoose(list.find((s) => String(s.id) === e.target.value) ?? null)}
        sx={{ minWidth: 200, maxWidth: '100%' }}
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'comparison-column-set' } }}
      >
        <MenuItem value="">{t('insight:comparison.columnSets.none')}</MenuItem>
        {list.map((s) => (
          <MenuItem key={s.id} value={String(s.id)} data-testid="comparison-column-set-option">
            {s.name}
          </MenuItem>
        ))}
      </TextField>
      <Button
        size="small"
        variant="outlined"
        onClick={() => {
          setName('');
          setNameError(null);
          setNaming(true);
        }}
        disabled={columns.length === 0}
        data-testid="comparison-set-save"
      >
        {t('insight:comparison.columnSets.save')}
      </Button>
      {current && (
        <>
          <Button
            size="small"
            onClick={() =>
              update(current.id, { name: current.name, columns: [...columns] }).then(
                (set) => toast(t('insight:comparison.columnSets.updated', { name: set.name })),
                failed,
              )
            }
            disabled={columns.length === 0 || updating}
            data-testid="comparison-set-update"
          >
            {t('insight:comparison.columnSets.update')}
          </Button>
          <Button size="small" color="error" onClick={() => setDeleting(true)} data-testid="comparison-set-delete">
            {t('insight:comparison.columnSets.delete')}
          </Button>
        </>
      )}
      <ConfirmDialog
        open={naming}
        title={t('insight:comparison.columnSets.saveTitle')}
        confirmLabel={t('insight:comparison.columnSets.confirm')}
        onClose={() => setNaming(false)}
        onConfirm={save}
        confirmDisabled={name.trim() === ''}
        maxWidth="xs"
        confirmTestId="comparison-set-confirm"
      >
        <TextField
          autoFocus
          fullWidth
          margin="dense"
          label={t('insight:comparison.columnSets.name')}
          value={name}
          onChange={(e) => {
            setName(e.target.value);
            setNameError(null);
          }}
          error={nameError !== null}
          helperText={nameError ?? ' '}
          slotProps={{ htmlInput: { 'data-testid': 'comparison-set-name', maxLength: 60 } }}
        />
      </ConfirmDialog>
      {current && (
        <ConfirmDialog
          open={deleting}
          title={t('insight:comparison.columnSets.delete')}
          body={t('insight:comparison.columnSets.confirmDelete', { name: current.name })}
          confirmLabel={t('insight:comparison.columnSets.delete')}
          danger
          onClose={() => setDeleting(false)}
          onConfirm={async () => {
            await remove(current.id);
            onChoose(null);
            toast(t('insight:comparison.columnSets.deleted', { name: current.name }));
          }}
          confirmTestId="comparison-set-delete-confirm"
        />
      )}
    </Stack>
  );
}
