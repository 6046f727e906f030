// The commerce tests' requests as a demo account, and their checks (used by courses/ and studio-store/ route tests).
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { expectErrorBody } from '../../../test/error-body.ts';
import type { TestApp } from '../../../test/harness.ts';

export function commerceRequests(app: () => TestApp) {
  return {
    /** The first channel the demo account owns. */
    ownedBy: async (who: string) =>
      (
        await app()
          .db.selectFrom('channel_members as m')
          .innerJoin('users as u', 'u.id', 'm.user_id')
          .select('m.channel_id')
          .where('u.email', '=', `${who}@demo.chorus.test`)
          .where('m.member_type', '=', 'owner')
          .orderBy('m.channel_id')
          .executeTakeFirstOrThrow()
      ).channel_id,
    get: (who: string, url: string) => app().app.inject({ method: 'GET', url, headers: app().demoHeaders(who) }),
    post: (who: string, url: string, payload: object) => app().app.inject({ method: 'POST', url, payload, headers: app().demoHeaders(who) }),
    /** An error answer: its status and code, in the one translated shape (zh-TW). */
    refused: (response: LightMyRequestResponse, status: number, code: string) => {
      expect(response.statusCode, response.body).toBe(status);
      const error = expectErrorBody(response);
      expect(error.code).toBe(code);
      return error;
    },
  };
}
