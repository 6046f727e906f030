// Saving a creator of the search to a prospect list shared by the team: an existing list, or a new
// one named here, with notes. The caller becomes the prospect's owner (the server's default).
import type { ProspectList } from '@chorus/contract';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { shownError } from '../../../components/field-errors.ts';
import { useToast } from '../../../components/toasts.tsx';
import { SelectField } from '../../../components/select-field.tsx';
import { useFormWrite } from './form-write.ts';
import { ProspectDialog } from './prospect-dialog.tsx';

const NEW = 'new';

type Props = { channel: { channel_id: string; title: string } | null; lists: ProspectList[]; onClose: () => void };

export function SaveProspectDialog({ channel, lists, onClose }: Props) {
  const { t } = useTranslation();
  const { fields, submit } = useFormWrite();
  const toast = useToast();
  const [list, setList] = useState<string>(() => (lists[0] ? String(lists[0].id) : NEW));
  const [name, setName] = useState('');
  const [notes, setNotes] = useState('');

  const title = t('exploration:save.title', { title: channel?.title ?? '' });

  const save = async () => {
    if (!channel) return;
    const target = list === NEW ? { list_name: name } : { list_id: Number(list) };
    const saved = await submit('explorationProspectCreate', { body: { channel_id: channel.channel_id, ...target, ...(notes.trim() ? { notes } : {}) } });
    if (saved === false) return false;
    toast(t('exploration:save.saved', { list: list === NEW ? name.trim() : (lists.find((l) => String(l.id) === list)?.name ?? '') }));
  };

  return (
    <ProspectDialog name="save-prospect" open={channel !== null} title={title} confirm={t('exploration:save.submit')} onConfirm={save} onClose={onClose}>
      <SelectField
        label={t('exploration:save.list')}
        value={list}
        onChange={setList}
        options={[...lists.map((l) => ({ value: String(l.id), label: l.name })), { value: NEW, label: t('exploration:save.newList') }]}
        error={fields.list_id}
        testId="save-prospect-list"
      />
      {list === NEW && (
        <TextField
          size="small"
          label={t('exploration:save.listName')}
          value={name}
          onChange={(e) => setName(e.target.value)}
          {...shownError(fields.list_name)}
          slotProps={{ htmlInput: { 'data-testid': 'save-prospect-name' } }}
        />
      )}
      <TextField
        size="small"
        multiline
        minRows={2}
        label={t('exploration:save.notes')}
        value={notes}
        onChange={(e) => setNotes(e.target.value)}
        {...shownError(fields.notes)}
      />
      <Typography variant="caption" color="text.secondary">
        {t('exploration:save.shared')}
      </Typography>
    </ProspectDialog>
  );
}
