import { z } from 'zod';
import type { Endpoint } from '../core/route.ts';
import { emptyQuerySchema } from '../core/common.ts';
import { editUserInfoInputSchema, setAvatarOutputSchema, userInfoSchema } from './schemas.ts';
import { usersRoutes } from './routes.ts';

export const usersEndpoints = {
  userInfo: { ...usersRoutes.userInfo, query: emptyQuerySchema, response: userInfoSchema },
  editUserInfo: { ...usersRoutes.editUserInfo, body: editUserInfoInputSchema, response: userInfoSchema },
  setAvatar: { ...usersRoutes.setAvatar, response: setAvatarOutputSchema },
  file: { ...usersRoutes.file, params: z.object({ id: z.string().uuid('validation.notFound') }).strict() },
} as const satisfies { [K in keyof typeof usersRoutes]: Endpoint };
