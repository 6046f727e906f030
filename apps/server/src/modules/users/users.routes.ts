// HTTP for the signed-in user's own profile.
import { AVATAR_MAX_BYTES, payoutFields, worksOnChannels } from '@chorus/contract';
import { AppError, notFound } from '../../http/app-error.ts';
import type { Handlers } from '../../http/register-endpoints.ts';
import { sendFile } from '../../http/send-file.ts';
import { readSmallUpload } from '../../http/small-upload.ts';
import { SerializedJson } from '../../http/serialized-json.ts';
import { checkImage } from './image-check.ts';
import type { ProfileService } from './profile.service.ts';
import type { UserProfile } from './user-directory.ts';
import { presentUserInfo } from './user-info.presenter.ts';

export function usersHandlers({ profiles }: { profiles: ProfileService }): Handlers {
  // One serialised answer per profile version: the directory replaces the profile object on every
  // change, so a stale entry can never be found again.
  const serializedUserInfo = new WeakMap<UserProfile, SerializedJson>();

  return {
    userInfo: async ({ principal }) => {
      // A switched session also shows who switched; those are rare and not cached.
      if (principal.realUserId) return profiles.userInfo(principal.userId, principal.realUserId);
      let serialized = serializedUserInfo.get(principal.profile);
      if (!serialized) {
        serialized = new SerializedJson(JSON.stringify(presentUserInfo(principal.profile, null)));
        serializedUserInfo.set(principal.profile, serialized);
      }
      return serialized;
    },
    editUserInfo: async ({ principal, body }) => {
      // Editing other people's profiles belongs to user administration; here a user edits their own.
      if (body.user_id !== undefined && body.user_id !== principal.userId) throw notFound();
      const { user_id: _ignored, ...patch } = body;
      if (payoutFields.some((f) => patch[f] !== undefined)) {
        // The profile's payout section, by the same rule the page shows it with (issue 23).
        if (!worksOnChannels(principal.subject)) throw new AppError(403, 'errors.payoutNotUsed');
        if (principal.realUserId) throw new AppError(403, 'errors.refusedWhileSwitched');
      }
      await profiles.edit(principal.userId, patch);
      return profiles.userInfo(principal.userId, principal.realUserId);
    },
    setAvatar: async ({ req, principal }) => {
      const id = await profiles.setAvatar(principal.userId, checkImage(await readSmallUpload(req, AVATAR_MAX_BYTES, 'avatar')));
      return { avatar_id: id };
    },
    file: async ({ params, reply }) => {
      // Avatars are seen by everyone signed in; other kinds of files get routes that check their owners.
      const avatar = await profiles.avatar(params.id);
      if (!avatar) throw notFound();
      const { row, data } = avatar;
      const filename = `${row.kind}-${row.id}.${row.mime_type === 'image/png' ? 'png' : 'jpg'}`;
      return sendFile(reply, { data, type: row.mime_type, filename, cacheControl: 'private, max-age=86400' });
    },
  };
}
