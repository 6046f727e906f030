// The spec 5 password rules, checked as the user types, with the same function the server uses.
import { passwordProblems, type PasswordProblem } from '@chorus/contract';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { CheckIcon, CloseIcon } from './icons.tsx';

const shown: PasswordProblem[] = ['tooShort', 'needsNumber', 'needsLetter', 'needsSpecial'];

export function PasswordRules({ password }: { password: string }) {
  const { t } = useTranslation();
  const problems = new Set(passwordProblems(password));
  const rows = problems.has('common') || problems.has('tooLong') ? [...shown, ...problems].filter((p, i, a) => a.indexOf(p) === i) : shown;
  return (
    <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }} aria-live="polite" data-testid="password-rules">
      {rows.map((rule) => {
        const ok = password.length > 0 && !problems.has(rule);
        return (
          <Box component="li" key={rule} sx={{ display: 'flex', alignItems: 'center', gap: 0.75, color: ok ? 'success.main' : 'text.secondary' }}>
            {ok ? <CheckIcon fontSize="small" /> : <CloseIcon fontSize="small" />}
            <Typography variant="body2">{t(`messages:password.${rule}`)}</Typography>
          </Box>
        );
      })}
    </Box>
  );
}

/** Checks a new password and its confirmation; answers i18n keys per field (`password`, `confirm`). */
export function newPasswordErrors(password: string, confirm: string): { password?: string; confirm?: string } {
  const errors: { password?: string; confirm?: string } = {};
  if (!password) errors.password = 'messages:validation.newPasswordRequired';
  else {
    const [problem] = passwordProblems(password);
    if (problem) errors.password = `messages:password.${problem}`;
  }
  if (!confirm) errors.confirm = 'messages:password.confirmRequired';
  else if (confirm !== password) errors.confirm = 'messages:password.mismatch';
  return errors;
}
