import { acts, reads, withSchemas } from '../core/endpoint.ts';
import { okSchema } from '../core/common.ts';
import * as schemas from './schemas.ts';
import { authRoutes } from './routes.ts';

export const authEndpoints = withSchemas(authRoutes, {
  loginChallenge: reads(schemas.loginChallengeOutputSchema),
  login: { body: schemas.loginInputSchema, response: schemas.loginOutputSchema },
  refresh: acts(schemas.loginOutputSchema),
  logout: acts(okSchema),
  verify: { query: schemas.verifyQuerySchema, response: schemas.verifyOutputSchema },
  forgetPassword: { query: schemas.forgetPasswordQuerySchema, response: okSchema },
  resetPassword: { body: schemas.resetPasswordInputSchema, response: okSchema },
  changePassword: { body: schemas.changePasswordInputSchema, response: okSchema },
});
