// One language setting, kept on the user (the profile's language, used by mail). Signed in, the app
// follows the user's language; a language chosen anywhere in the dashboard (the top bar, the profile)
// is saved on the user. An administrator working as someone else changes only what they see.
// The dashboard is drawn once the saved language is in place: a page that mounts while the language
// switches would miss the switch (react-i18next subscribes after the first paint) and stay in the
// browser's language.
import type { Language } from '@chorus/contract';
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../components/toasts.tsx';
import { useEndpointMutation } from '../../lib/endpoint-query.ts';
import { changeLanguage } from '../../lib/i18n.ts';
import { markLanguageUnsaved, storeLanguage, unsavedLanguage } from '../../lib/preferences.ts';
import { useAccess } from '../../lib/session/access-context.tsx';

export function UserLanguage({ children, loading }: { children: ReactNode; loading: ReactNode }) {
  const { t, i18n } = useTranslation();
  const { user, canCall } = useAccess();
  const { mutateAsync: editUserInfo } = useEndpointMutation('editUserInfo');
  const toast = useToast();
  const own = user.switched_by === null && canCall('editUserInfo');
  const [inPlace, setInPlace] = useState(() => !own || unsavedLanguage() !== null || user.language === i18n.language);

  const save = useCallback(
    async (language: Language) => {
      try {
        await editUserInfo({ body: { language } });
        if (unsavedLanguage() === language) markLanguageUnsaved(null);
      } catch (error) {
        toast(error instanceof Error ? error.message : t('messages:errors.generic'), 'error');
      }
    },
    [editUserInfo, toast, t],
  );

  // Runs when the saved language changes (sign-in, the profile), not when the page's does: a
  // choice made in the top bar shows at once, before the user info that carries it comes back. A
  // choice the server has not confirmed yet (the page was left before) wins and is saved now.
  useEffect(() => {
    if (!own) return;
    const pending = unsavedLanguage();
    if (pending !== null && pending !== user.language) {
      void save(pending);
      return;
    }
    if (pending !== null) markLanguageUnsaved(null);
    if (user.language === i18n.language) return;
    storeLanguage(user.language);
    void changeLanguage(user.language).finally(() => setInPlace(true));
  }, [own, user.language]);

  useEffect(() => {
    if (!own) return;
    const onChange = (language: string) => {
      if (language !== user.language) void save(language as Language);
    };
    i18n.on('languageChanged', onChange);
    return () => i18n.off('languageChanged', onChange);
  }, [own, user.language, i18n, save]);

  return inPlace ? children : loading;
}
