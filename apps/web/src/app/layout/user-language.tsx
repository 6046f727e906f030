// One language setting, kept on the user (the profile's language, used by mail). Signed in, the app
// follows the user's language; a language chosen anywhere in the dashboard (the top bar, the profile)
// is saved on the user. An administrator working as someone else changes only what they see.
import type { Language } from '@chorus/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../components/toasts.tsx';
import { api } from '../../lib/api-client.ts';
import { changeLanguage } from '../../lib/i18n.ts';
import { storeLanguage } from '../../lib/preferences.ts';
import { useAccess } from '../../lib/session/access-context.tsx';
import { userInfoKey } from '../../lib/session/user-info-key.ts';

export function UserLanguage() {
  const { t, i18n } = useTranslation();
  const { user, canCall } = useAccess();
  const queryClient = useQueryClient();
  const toast = useToast();
  const own = user.switched_by === null && canCall('editUserInfo');

  // Runs when the saved language changes (sign-in, the profile), not when the page's does: a
  // choice made in the top bar shows at once, before the user info that carries it comes back.
  useEffect(() => {
    if (!own || user.language === i18n.language) return;
    storeLanguage(user.language);
    void changeLanguage(user.language);
  }, [own, user.language]);

  useEffect(() => {
    if (!own) return;
    const saved = user.language;
    const save = async (language: string) => {
      if (language === saved) return;
      try {
        queryClient.setQueryData(userInfoKey, await api('editUserInfo', { body: { language: language as Language } }));
      } catch (error) {
        toast(error instanceof Error ? error.message : t('messages:errors.generic'), 'error');
      }
    };
    const onChange = (language: string) => void save(language);
    i18n.on('languageChanged', onChange);
    return () => i18n.off('languageChanged', onChange);
  }, [own, user.language, i18n, queryClient, toast, t]);

  return null;
}
