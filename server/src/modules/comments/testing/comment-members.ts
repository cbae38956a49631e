import { DomainCommentsResponseSchema, type CreateCommentRequest } from '@scamcheck/shared';
import request from 'supertest';
import type TestAgent from 'supertest/lib/agent';
import { createTestApp, type TestApp } from '../../../test-helpers';
import { signInForTrial } from '../../auth/testing/trial-sign-in';

export const NEGATIVE = { rating: 1, text: 'They took my payment and never shipped anything.' };

export type Member = {
  agent: TestAgent;
  id: string;
  csrfToken: string;
  post(domain: string, body?: CreateCommentRequest | object): Promise<request.Response>;
  report(commentId: string, reason?: string): Promise<request.Response>;
};

export async function signIn(
  testApp: TestApp,
  email: string,
  role: 'user' | 'admin' = 'user',
): Promise<Member> {
  const agent = request.agent(testApp.app);
  const { user, csrfToken } = await signInForTrial(agent, { email, role, name: email.split('@')[0] });
  return {
    agent,
    id: user.id,
    csrfToken,
    post: (domain, body = NEGATIVE) =>
      agent.post(`/api/domain/${domain}/comments`).set('X-CSRF-Token', csrfToken).send(body),
    report: (commentId, reason = 'Spam') =>
      agent.post(`/api/comments/${commentId}/report`).set('X-CSRF-Token', csrfToken).send({ reason }),
  };
}

export const ENV = { DEV_LOGIN: '1', LOGIN_RATE_LIMIT: '1000' };

/** A test app with one administrator, for the comment tests. */
export async function startCommentsApp(): Promise<{ testApp: TestApp; admin: Member }> {
  const testApp = await createTestApp({ env: ENV });
  return { testApp, admin: await signIn(testApp, 'admin@example.com', 'admin') };
}

/** The public list of a domain's comments, and the administrator's moderation call. */
export function commentCalls(current: () => { testApp: TestApp; admin: Member }) {
  return {
    publicList: async (domain: string, agent: TestAgent | null = null) =>
      DomainCommentsResponseSchema.parse(
        (await (agent ?? request(current().testApp.app)).get(`/api/domain/${domain}/comments`)).body,
      ),
    moderate: (id: string, status: string) => {
      const { admin } = current();
      return admin.agent
        .patch(`/api/admin/comments/${id}`)
        .set('X-CSRF-Token', admin.csrfToken)
        .send({ status });
    },
  };
}
