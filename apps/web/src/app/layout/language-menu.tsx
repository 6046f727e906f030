// The top bar's language choice on narrow screens: an icon that opens the three languages, where
// the labelled select would not fit beside the channel picker.
import { languages } from '@chorus/contract';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { icon } from '../../components/icons.tsx';
import { chooseLanguage } from '../../components/language-select.tsx';
import { languageNames } from '../../lib/language-names.ts';

// Here rather than with the shared icons, which the sign-in page loads: only the dashboard draws it.
const TranslateIcon = icon(
  'm12.87 15.07-2.54-2.51.03-.03c1.74-1.94 2.98-4.17 3.71-6.53H17V4h-7V2H8v2H1v1.99h11.17C11.5 7.92 10.44 9.75 9 11.35 8.07 10.32 7.3 9.19 6.69 8h-2c.73 1.63 1.73 3.17 2.98 4.56l-5.09 5.02L4 19l5-5 3.11 3.11.76-2.04zM18.5 10h-2L12 22h2l1.12-3h4.75L21 22h2l-4.5-12zm-2.62 7 1.62-4.33L19.12 17h-3.24z',
);

export function LanguageMenu() {
  const { t, i18n } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <IconButton
        onClick={(e) => setAnchor(e.currentTarget)}
        aria-label={`${t('language')}: ${languageNames[i18n.language as keyof typeof languageNames] ?? i18n.language}`}
        aria-haspopup="menu"
        aria-expanded={Boolean(anchor)}
        data-testid="language-menu"
      >
        <TranslateIcon />
      </IconButton>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {languages.map((language) => (
          <MenuItem
            key={language}
            selected={language === i18n.language}
            lang={language}
            onClick={() => {
              setAnchor(null);
              chooseLanguage(language);
            }}
            data-testid={`language-menu-${language}`}
          >
            {languageNames[language]}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
