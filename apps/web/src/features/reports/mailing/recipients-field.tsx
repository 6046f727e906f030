// E-mail addresses as chips: typed or pasted text becomes addresses at Enter, a comma, a space or when
// the field is left; what is not an address stays in the field with a message, and the list stops at
// the contract's limit (20). The server's own message about the list (translated) shows the same way,
// until the list is edited.
import { REPORT_RECIPIENTS_MAX } from '@chorus/contract';
import Autocomplete from '@mui/material/Autocomplete';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import { useState, type Dispatch, type SetStateAction } from 'react';
import { useTranslation } from 'react-i18next';
import { shownError, withoutError } from '../../../components/field-errors.ts';
import { addRecipients } from './mailing-model.ts';

type Props = {
  value: string[];
  onChange: (next: string[]) => void;
  /** The dialog's field messages from the server, translated: this field shows `recipients` and drops it when the list is edited. */
  errors: Record<string, string>;
  onErrors: Dispatch<SetStateAction<Record<string, string>>>;
  testId: string;
  disabled?: boolean;
};

export function RecipientsField({ value, onChange: setValue, errors, onErrors, testId, disabled }: Props) {
  const { t } = useTranslation('reports');
  const onChange = (next: string[]) => {
    setValue(next);
    onErrors(withoutError('recipients'));
  };
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

  const message = problem ?? errors.recipients;
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
          label={t('reports:mailing.columns.recipients')}
          placeholder={value.length < REPORT_RECIPIENTS_MAX ? t('reports:mailing.recipients.placeholder') : undefined}
          {...shownError(message, t('reports:mailing.recipients.help', { count: value.length, max: REPORT_RECIPIENTS_MAX }))}
          inputProps={{ ...params.inputProps, 'data-testid': testId, inputMode: 'email' }}
        />
      )}
    />
  );
}
