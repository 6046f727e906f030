// Routes of the users area. The signed-in user: profile, avatar, uploaded images.
import { signedIn, component, type Route } from '../core/route.ts';

export const usersRoutes = {
  userInfo: { method: 'GET', path: '/api/v1/user_info', summary: 'The signed-in user', permission: signedIn, policy: 'ownData' },
  editUserInfo: {
    method: 'POST',
    path: '/api/v1/edit_user_info',
    summary: 'Edit the profile',
    permission: component('editProfile'),
    invalidates: ['userInfo'],
  },
  setAvatar: {
    method: 'POST',
    path: '/api/v1/set_avatar',
    summary: 'Upload a profile picture (jpg or png)',
    permission: component('editProfile'),
    kind: 'multipart',
    fileField: 'avatar',
  },
  file: { method: 'GET', path: '/api/v1/files/:id', summary: 'An uploaded image', permission: signedIn, policy: 'anyoneSignedIn', kind: 'download' },
} as const satisfies Record<string, Route>;
