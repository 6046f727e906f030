// Profile (spec 2): view and edit one's own details, picture and password; see one's channels, their
// profit ratio, where one's money goes, one's YouTube channel authorizations and (advertiser and
// reseller administrators) store authorization. The channel, YouTube and payout sections show only
// to people who work on channels (contract worksOnChannels, the rule the server refuses them by).
// The container: one's details and rights, the save, and the server-reading parts handed to the view.
import { worksOnChannels } from '@chorus/contract';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverFieldErrors } from '../../components/field-errors.ts';
import { useToast } from '../../components/toasts.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { useEndpointCache, useEndpointWrite } from '../../lib/endpoint-query.ts';
import { changeLanguage } from '../../lib/i18n.ts';
import { usePageTitle } from '../../lib/page-title.ts';
import { storeLanguage } from '../../lib/preferences.ts';
import { useAccess } from '../../lib/session/access-context.tsx';
import { useAction } from '../../lib/use-action.ts';
import { AvatarUpload } from './components/avatar-upload.tsx';
import { ChangePasswordDialog } from './components/change-password-dialog.tsx';
import { ContinueAuthorization } from './components/continue-authorization.tsx';
import { PayoutRecipient } from './components/payout-recipient.tsx';
import { ProfitRatioCard } from './components/profit-ratio-card.tsx';
import { StoreAuthorizationCard } from './components/store-authorization-card.tsx';
import { YoutubeAuthorizations } from './components/youtube-authorizations.tsx';
import { languageAfterSave, profileChanges, profileErrors, profileForm, type ProfileForm } from './profile-model.ts';
import { ProfileView } from './profile-view.tsx';

export function ProfilePage() {
  const { t, i18n } = useTranslation();
  usePageTitle(t('nav:pages.info'));
  const { user, can, subject } = useAccess();
  const onChannels = worksOnChannels(subject);
  const toast = useToast();
  const write = useEndpointWrite();
  const cache = useEndpointCache();
  const initial = useMemo(() => profileForm(user), [user]);
  const [form, setForm] = useState<ProfileForm>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  // A refusal names its fields under them, and says itself under the form.
  const { busy, failure, run } = useAction({
    onError: (error) => error instanceof ApiError && Object.keys(error.fields).length > 0 && setErrors(serverFieldErrors(error.fields)),
  });
  const [passwordOpen, setPasswordOpen] = useState(false);
  const editable = can('editProfile');
  const patch = profileChanges(initial, form);

  const save = async () => {
    const found = profileErrors(patch);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const updated = await run(() => write('editUserInfo', { body: patch }));
    if (!updated) return;
    setForm(profileForm(updated));
    const language = languageAfterSave(patch, i18n.language);
    if (language) {
      storeLanguage(language);
      void changeLanguage(language);
    }
    toast(t('messages:success.saved'));
  };

  return (
    <ProfileView
      user={user}
      form={form}
      errors={errors}
      editable={editable}
      onChannels={onChannels}
      onChange={(key, value) => setForm((f) => ({ ...f, [key]: value }))}
      canChangePassword={can('changePassword')}
      dirty={Object.keys(patch).length > 0}
      busy={busy}
      failure={failure}
      onSave={() => void save()}
      onChangePassword={() => setPasswordOpen(true)}
      avatar={<AvatarUpload name={user.name} avatarId={user.avatar_id} canEdit={editable} onUploaded={() => void cache.refresh('userInfo')} />}
      payoutRecipient={<PayoutRecipient />}
      banner={<ContinueAuthorization />}
      sideCards={
        <>
          {onChannels && <ProfitRatioCard />}
          {onChannels && <YoutubeAuthorizations />}
          {can('authorizeShop') && <StoreAuthorizationCard />}
        </>
      }
      dialogs={<ChangePasswordDialog open={passwordOpen} onClose={() => setPasswordOpen(false)} />}
    />
  );
}
