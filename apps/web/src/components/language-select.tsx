import { languages, type Language } from '@chorus/contract';
import { useTranslation } from 'react-i18next';
import { changeLanguage } from '../lib/i18n.ts';
import { languageNames } from '../lib/language-names.ts';
import { markLanguageUnsaved, storeLanguage } from '../lib/preferences.ts';
import { InputField } from './input-field.tsx';

/** Switches the app to a language and remembers it; the select and the top bar's compact menu share it. */
export function chooseLanguage(language: Language, onChange?: (language: Language) => void): void {
  storeLanguage(language);
  // Signed in, the dashboard saves it on the user; until the server confirms, this choice wins.
  markLanguageUnsaved(language);
  void changeLanguage(language);
  onChange?.(language);
}

export function LanguageSelect({ onChange }: { onChange?: (language: Language) => void }) {
  const { t, i18n } = useTranslation();
  return (
    <div style={{ minWidth: 140 }}>
      <InputField
        size="small"
        label={t('language')}
        value={i18n.language}
        onChange={(value) => chooseLanguage(value as Language, onChange)}
        options={languages.map((l) => ({ value: l, label: languageNames[l] }))}
        testId="language-select"
      />
    </div>
  );
}
