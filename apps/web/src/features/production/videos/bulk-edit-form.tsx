// The bulk edit a person fills in for the chosen videos: find and replace (in titles, descriptions
// or tags), add tags, remove tags, or set one language's localization from templates.
import { videoLanguages, type TextField as EditField, type VideoLanguage } from '@chorus/contract';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { ChoiceToggle } from '../../../components/choice-toggle.tsx';
import { SelectField } from '../../../components/select-field.tsx';
import { bulkKinds, type BulkEdit } from './video-data-model.ts';

const textFields: EditField[] = ['title', 'description', 'tags'];

type Props = {
  edit: BulkEdit;
  onChange: (edit: BulkEdit) => void;
  problem: string | null;
  busy: boolean;
  onPreview: () => void;
};

export function BulkEditForm({ edit, onChange, problem, busy, onPreview }: Props) {
  const { t } = useTranslation();
  const set = (patch: Partial<BulkEdit>) => onChange({ ...edit, ...patch });
  const field = (name: keyof BulkEdit, label: string, testId: string, multiline = false) => (
    <TextField
      size="small"
      label={label}
      value={edit[name] as string}
      onChange={(e) => set({ [name]: e.target.value })}
      multiline={multiline}
      minRows={multiline ? 2 : undefined}
      sx={{ flex: '1 1 220px' }}
      slotProps={{ htmlInput: { 'data-testid': testId } }}
    />
  );
  return (
    <Stack spacing={2} data-testid="bulk-edit">
      <ChoiceToggle
        value={edit.kind}
        choices={bulkKinds}
        onChange={(kind) => set({ kind })}
        label={(kind) => t(`videoData:bulk.kinds.${kind}`)}
        testId={(kind) => `bulk-kind-${kind}`}
        ariaLabel={t('videoData:bulk.kind')}
        wrap
      />
      {edit.kind === 'replace' && (
        <>
          <Stack direction="row" sx={{ gap: 2, flexWrap: 'wrap' }}>
            {field('find', t('videoData:bulk.find'), 'bulk-find')}
            {field('replace', t('videoData:bulk.replace'), 'bulk-replace')}
          </Stack>
          <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
            {textFields.map((name) => (
              <FormControlLabel
                key={name}
                control={
                  <Checkbox
                    checked={edit.fields.includes(name)}
                    onChange={(e) => set({ fields: e.target.checked ? [...edit.fields, name] : edit.fields.filter((f) => f !== name) })}
                    data-testid={`bulk-field-${name}`}
                  />
                }
                label={t(`videoData:fields.${name}`)}
              />
            ))}
            <FormControlLabel
              control={<Checkbox checked={edit.matchCase} onChange={(e) => set({ matchCase: e.target.checked })} />}
              label={t('videoData:bulk.matchCase')}
            />
          </Stack>
        </>
      )}
      {(edit.kind === 'addTags' || edit.kind === 'removeTags') && field('tags', t('videoData:bulk.tags'), 'bulk-tags')}
      {edit.kind === 'localize' && (
        <>
          <SelectField
            label={t('videoData:bulk.language')}
            value={edit.language}
            onChange={(language: VideoLanguage) => set({ language })}
            options={videoLanguages.map((l) => ({ value: l, label: t(`videoData:languages.${l}`) }))}
            sx={{ maxWidth: 240 }}
            testId="bulk-language"
          />
          <Stack direction="row" sx={{ gap: 2, flexWrap: 'wrap' }}>
            {field('titleTemplate', t('videoData:bulk.titleTemplate'), 'bulk-title-template')}
            {field('descriptionTemplate', t('videoData:bulk.descriptionTemplate'), 'bulk-description-template', true)}
          </Stack>
          <Alert severity="info" variant="outlined">
            {t('videoData:bulk.templateHelp')}
          </Alert>
        </>
      )}
      <Stack direction="row" sx={{ gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <Button variant="contained" disabled={problem !== null || busy} onClick={onPreview} data-testid="bulk-preview">
          {t('videoData:bulk.preview')}
        </Button>
        {problem && (
          <Alert severity="info" sx={{ py: 0 }} data-testid="bulk-problem">
            {t(`videoData:${problem}`)}
          </Alert>
        )}
      </Stack>
    </Stack>
  );
}
