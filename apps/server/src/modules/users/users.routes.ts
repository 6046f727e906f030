// HTTP for the signed-in user's own profile.
import { randomUUID } from 'node:crypto';
import { AVATAR_MAX_BYTES, bankFields, type EditUserInfoInput } from '@chorus/contract';
import type { AppContext } from '../../app-context.ts';
import { AppError, notFound } from '../../http/app-error.ts';
import type { Principal } from '../../http/principal.ts';
import type { Handlers } from '../../http/register-endpoints.ts';
import { SerializedJson } from '../../http/serialized-json.ts';
import { checkImage } from './image-check.ts';
import type { UserProfile } from './user-directory.ts';
import { presentUserInfo } from './user-info.presenter.ts';
import { updateUser } from './users.repository.ts';

export function usersHandlers(ctx: AppContext): Handlers {
  const userInfoOf = async (principal: Principal) => {
    const profile = (await ctx.users.get(principal.userId))!;
    let switchedBy = null;
    if (principal.realUserId) {
      const real = await ctx.users.get(principal.realUserId);
      if (real) switchedBy = { id: real.row.id, email: real.row.email, name: real.row.name };
    }
    return presentUserInfo(profile, switchedBy);
  };

  // One serialised answer per profile version: the directory replaces the profile object on every
  // change, so a stale entry can never be found again.
  const serializedUserInfo = new WeakMap<UserProfile, SerializedJson>();

  return {
    health: async () => ({ ok: true as const }),
    userInfo: async ({ principal }) => {
      // A switched session also shows who switched; those are rare and not cached.
      if (principal.realUserId) return userInfoOf(principal);
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
      if (principal.realUserId && bankFields.some((f) => (patch as EditUserInfoInput)[f] !== undefined)) {
        throw new AppError(403, 'errors.refusedWhileSwitched');
      }
      await updateUser(ctx.db, principal.userId, patch);
      ctx.users.invalidate(principal.userId);
      return userInfoOf({ ...principal, profile: (await ctx.users.get(principal.userId))! });
    },
    setAvatar: async ({ req, principal }) => {
      const file = await req.file({ limits: { fileSize: AVATAR_MAX_BYTES, files: 1 } }).catch(() => undefined);
      if (!file) throw new AppError(400, 'errors.fileMissing', { fields: { avatar: 'errors.fileMissing' } });
      const data = await file.toBuffer().catch(() => null);
      if (!data || file.file.truncated) throw new AppError(413, 'errors.fileTooLarge', { fields: { avatar: 'errors.fileTooLarge' } });
      const image = checkImage(data);
      const id = randomUUID();
      const storageKey = `avatars/${id}`;
      await ctx.storage.put(storageKey, image.data);
      await ctx.db.transaction().execute(async (trx) => {
        await trx
          .insertInto('files')
          .values({ id, owner_user_id: principal.userId, kind: 'avatar', mime_type: image.mime, byte_size: image.data.length, storage_key: storageKey })
          .execute();
        await trx.updateTable('users').set({ avatar_id: id }).where('id', '=', principal.userId).execute();
      });
      ctx.users.invalidate(principal.userId);
      return { avatar_id: id };
    },
    file: async ({ params, reply }) => {
      // Avatars are seen by everyone signed in; other kinds of files get routes that check their owners.
      const row = await ctx.db.selectFrom('files').selectAll().where('id', '=', params.id).where('kind', '=', 'avatar').executeTakeFirst();
      const data = row ? await ctx.storage.get(row.storage_key) : null;
      if (!row || !data) throw notFound();
      reply
        .header('content-type', row.mime_type)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, max-age=86400')
        // attachment: opened directly, the file downloads rather than renders; <img> still shows it.
        .header('content-disposition', `attachment; filename="${row.kind}-${row.id}.${row.mime_type === 'image/png' ? 'png' : 'jpg'}"`);
      return reply.send(data);
    },
  };
}
