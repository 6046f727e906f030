// E-mail addresses as chips: typed or pasted text becomes addresses at Enter, a comma, a space or when
// the field is left; what is not an address stays in the field with a message, and the list stops at
// the contract's limit (20). The server's own message about the list (translated) shows the same way.
import { REPORT_RECIPIENTS_MAX } from '@chorus/contract';
import Autocomplete from '@mui/material/Autocomplete';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { shownError } from '../../../components/field-errors.ts';
import { addRecipients } from './mailing-model.ts';

type Props = {
  label: string;
  value: string[];
  onChange: (next: string[]) => void;
  /** The server's message about the list, already translated. */
  error?: string;
  testId: string;
  disabled?: boolean;
};

export function RecipientsField({ label, value, onChange, error, testId, disabled }: Props) {
  const { t } = useTranslation('reports');
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  /** Adds what was typed; keeps in the field what is not an address. */
  const commit = (typed: string) => {
    const check = addRecipients(value, typed);
    if (check.list.length !== value.length) onChange(check.list);
    setText(check.invalid.join(', '));
    if (check.invalid.length > 0) setProblem(t('reports:mailing.recipients.invalid', { entries: check.invalid.join(', ') }));
    else if (check.over > 0) setProblem(t('reports:mailing.recipients.tooMany', { max: REPORT_RECIPIENTS_MAX }));
    else setProblem(null);
  };

  const message = problem ?? error;
  return (
    <Autocomplete<string, true, false, true>
      multiple
      freeSolo
      disabled={disabled}
      options={[]}
      value={value}
      inputValue={text}
      onInputChange={(_, next, reason) => {
        if (reason !== 'input') return;
        // A separator typed or pasted ends the addresses before it.
        if (/[\s,;，；、]/.test(next)) commit(next);
        else setText(next);
      }}
      onChange={(_, entries, reason) => {
        if (reason === 'createOption') commit(String(entries[entries.length - 1] ?? ''));
        else {
          onChange(entries.map(String));
          setProblem(null);
        }
      }}
      onBlur={() => {
        if (text.trim()) commit(text);
      }}
      renderValue={(entries, getItemProps) =>
        entries.map((entry, index) => {
          const { key, ...props } = getItemProps({ index });
          return <Chip key={key} {...props} size="small" label={entry} data-testid="recipient-chip" />;
        })
      }
      renderInput={(params) => (
        <TextField
          {...params}
          size="small"
          label={label}
          placeholder={value.length < REPORT_RECIPIENTS_MAX ? t('reports:mailing.recipients.placeholder') : undefined}
          {...shownError(message, t('reports:mailing.recipients.help', { count: value.length, max: REPORT_RECIPIENTS_MAX }))}
          inputProps={{ ...params.inputProps, 'data-testid': testId, inputMode: 'email' }}
        />
      )}
    />
  );
}
