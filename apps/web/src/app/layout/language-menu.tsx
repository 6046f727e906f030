// The top bar's language choice on narrow screens: an icon that opens the three languages, where
// the labelled select would not fit beside the channel picker.
import { languages } from '@chorus/contract';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TranslateIcon } from '../../components/icons.tsx';
import { chooseLanguage, languageNames } from '../../components/language-select.tsx';

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
