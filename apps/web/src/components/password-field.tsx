import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import { useState, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { VisibilityIcon, VisibilityOffIcon } from './icons.tsx';
import { InputField } from './input-field.tsx';

/** A password input with a show / hide toggle. */
export function PasswordField(props: Omit<ComponentProps<typeof InputField>, 'type' | 'endAdornment' | 'options'>) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);
  return (
    <InputField
      {...props}
      type={shown ? 'text' : 'password'}
      endAdornment={
        <InputAdornment position="end">
          <IconButton aria-label={shown ? t('password.hide') : t('password.show')} onClick={() => setShown((s) => !s)} edge="end">
            {shown ? <VisibilityOffIcon /> : <VisibilityIcon />}
          </IconButton>
        </InputAdornment>
      }
    />
  );
}
