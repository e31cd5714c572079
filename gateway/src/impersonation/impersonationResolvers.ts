// Admin impersonation (schema/src/impersonation.graphql; the platform's side
// is backend/src/impersonation). An admin gets a single-use token for a
// customer, opens /impersonate?token=… and this browser's session becomes the
// customer's, marked by the `imp` claim; `Viewer.impersonation` feeds the
// overlay. Ending it is signing out.
import type { Resolvers, UserError } from '../__generated__/resolvers-types.ts';
import type { GatewayContext } from '../context.ts';
import { toGraphQLError } from '../lib/errors.ts';
import { HTTPError } from '../lib/restClient.ts';
import { userError } from '../lib/userErrors.ts';
import type { UpstreamCustomer, UpstreamTokens } from '../lib/upstream.ts';
import { requireAdmin } from '../session/access.ts';
import { endPreviousCookieSession } from '../session/sessionHandover.ts';

async function rethrow(error: unknown): Promise<never> {
  throw toGraphQLError(error) ?? error;
}

async function searchCustomers(context: GatewayContext, email: string): Promise<UpstreamCustomer[]> {
  const api = await context.api();
  const { users } = await api.get('/api/v2/admin/users', { query: { email } }).catch(rethrow);
  return users;
}

const notFound = (): UserError => userError('customerNotFound', 'No customer of this realm matches.', 'email');

export const impersonationResolvers: Resolvers = {
  Viewer: {
    impersonation: async (viewer, _args, context) => {
      if (!viewer.session?.claims.imp?.adm) return null;
      const api = await context.api();
      const state = await api.get('/api/v2/user/impersonation-state').catch(rethrow);
      if (!state.impersonating || !state.exid) return null;
      return {
        exid: state.exid,
        device: state.device ?? 'Unknown',
        location: state.location ?? 'Unknown',
        adminEmail: state.admin?.email ?? '',
      };
    },
  },
  Query: {
    customersByEmail: async (_parent, { email }, context) => {
      await requireAdmin(context);
      const text = email.trim();
      if (text.length < 2 || text.length > 320) return [];
      const users = await searchCustomers(context, text);
      return users.map((user) => ({ internalID: user.id, exid: user.exid, email: user.email, status: user.status }));
    },
  },
  Mutation: {
    createImpersonationToken: async (_parent, { input }, context) => {
      await requireAdmin(context);
      const refused = { token: null, expiresAt: null, impersonationPath: null };
      let userId = input.userId?.trim() ?? '';
      if (!userId) {
        const email = input.email?.trim() ?? '';
        if (email.length < 2 || email.length > 320) return { ...refused, userErrors: [notFound()] };
        const match = (await searchCustomers(context, email)).find((user) => user.email.toLowerCase() === email.toLowerCase());
        if (!match) return { ...refused, userErrors: [notFound()] };
        userId = match.id;
      }
      if (!/^[1-9][0-9]{0,8}$/.test(userId)) return { ...refused, userErrors: [notFound()] };
      const api = await context.api();
      try {
        const { token, exp } = await api.request('/api/v2/admin/user/{id}/impersonation-token', {
          method: 'POST',
          params: { id: userId },
          body: {},
        });
        return { token, expiresAt: exp, impersonationPath: `/impersonate?token=${encodeURIComponent(token)}`, userErrors: [] };
      } catch (error) {
        if (error instanceof HTTPError && error.status === 404) return { ...refused, userErrors: [notFound()] };
        return rethrow(error);
      }
    },

    signInWithImpersonationToken: async (_parent, { input }, context) => {
      const failed = async () => ({
        viewer: { session: await context.session().catch(() => null) },
        userErrors: [userError('impersonationFailed', 'This impersonation link is not valid any more. Ask for a new one.', 'token')],
      });
      const token = input.token.trim();
      if (!token || token.length > 200) return failed();
      const api = await context.realmApi();
      let tokens: UpstreamTokens;
      try {
        tokens = await api.get('/api/v2/admin/user/impersonate', {
          auth: 'none',
          query: { token },
        });
      } catch (error) {
        if (error instanceof HTTPError && error.upstreamCode === 'INVALID_IMPERSONATION_TOKEN') return failed();
        return rethrow(error);
      }
      // The admin's own session in this browser ends when it becomes the customer's.
      await endPreviousCookieSession(context);
      const session = await context.startSession(tokens, 'COOKIE');
      return { viewer: { session }, userErrors: [] };
    },
  },
};
