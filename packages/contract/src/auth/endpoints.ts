import type { Endpoint } from '../core/route.ts';
import { emptyQuerySchema, noBodySchema, okSchema } from '../core/common.ts';
import {
  changePasswordInputSchema,
  forgetPasswordQuerySchema,
  loginChallengeOutputSchema,
  loginInputSchema,
  loginOutputSchema,
  resetPasswordInputSchema,
  verifyOutputSchema,
  verifyQuerySchema,
} from './schemas.ts';
import { authRoutes } from './routes.ts';

export const authEndpoints = {
  loginChallenge: { ...authRoutes.loginChallenge, query: emptyQuerySchema, response: loginChallengeOutputSchema },
  login: { ...authRoutes.login, body: loginInputSchema, response: loginOutputSchema },
  refresh: { ...authRoutes.refresh, body: noBodySchema, response: loginOutputSchema },
  logout: { ...authRoutes.logout, body: noBodySchema, response: okSchema },
  verify: { ...authRoutes.verify, query: verifyQuerySchema, response: verifyOutputSchema },
  forgetPassword: { ...authRoutes.forgetPassword, query: forgetPasswordQuerySchema, response: okSchema },
  resetPassword: { ...authRoutes.resetPassword, body: resetPasswordInputSchema, response: okSchema },
  changePassword: { ...authRoutes.changePassword, body: changePasswordInputSchema, response: okSchema },
} as const satisfies { [K in keyof typeof authRoutes]: Endpoint };
