import { z } from 'zod';
import { reads, withSchemas } from '../core/endpoint.ts';
import { editUserInfoInputSchema, setAvatarOutputSchema, userInfoSchema } from './schemas.ts';
import { usersRoutes } from './routes.ts';

export const usersEndpoints = withSchemas(usersRoutes, {
  userInfo: reads(userInfoSchema),
  editUserInfo: { body: editUserInfoInputSchema, response: userInfoSchema },
  setAvatar: { response: setAvatarOutputSchema },
  file: { params: z.object({ id: z.string().uuid('validation.notFound') }).strict() },
});
