// The account holder's REST data (backend/README.md, "Account"), read at most
// once per request: several fields of one query (details, email, missing
// information) share the profile call, and a mutation's payload re-reads
// after its change with `forget`.
import type { GatewayContext } from '../context.ts';
import { codedError, toGraphQLError, upstream } from '../lib/errors.ts';
import { HTTPError } from '../lib/restClient.ts';

export interface UpstreamUserProfile {
  email: string;
  contactEmail: string;
  name: { fullName: string | null; preferredName: string | null };
  birthDate: string | null;
  taxNumber: string | null;
  phoneNumber: string | null;
  gender: string | null;
}

export interface UpstreamMissingField {
  fieldName: string;
  required: boolean;
  regex: string | null;
  labels: { emptyLabelKey: string; errorLabelKey: string };
}

export interface UpstreamSession {
  id: string;
  app: string | null;
  device: string;
  createdAt: string;
  lastSeenAt: string;
  current: boolean;
}

/** An upstream 400/403/409 that names failing fields: `{code, message, messages: [{field, messageKey, message}]}`. */
export interface UpstreamFieldMessage {
  field: string;
  messageKey: string;
  message: string;
}

export function fieldMessagesOf(error: unknown): UpstreamFieldMessage[] | null {
  if (!(error instanceof HTTPError) || ![400, 403, 409].includes(error.status)) return null;
  const messages = (error.body as { messages?: unknown } | null)?.messages;
  if (!Array.isArray(messages) || messages.length === 0) return null;
  return messages.filter(
    (entry): entry is UpstreamFieldMessage =>
      typeof entry?.field === 'string' && typeof entry?.messageKey === 'string' && typeof entry?.message === 'string',
  );
}

/**
 * A cookie session the platform has ended (signed out from another device, a
 * password change): its access token still verifies here until it expires, but
 * the platform answers 401 INVALID_TOKEN. The browser's cookies are cleared so
 * that its next page load starts signed out, and the field fails as
 * UNAUTHENTICATED (reason sessionExpired).
 */
export async function endedSessionAware<T>(context: GatewayContext, call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    if (error instanceof HTTPError && error.status === 401 && error.upstreamCode === 'INVALID_TOKEN') {
      const presented = await context.presentedTokens();
      if (presented.source === 'cookie') {
        await context.endSession();
        throw codedError('UNAUTHENTICATED', 'The session has ended; please sign in again.', { reason: 'sessionExpired', httpStatus: 401 });
      }
    }
    throw error;
  }
}

type Reads = Map<string, Promise<unknown>>;
const readsOf = new WeakMap<GatewayContext, Reads>();

function cached<T>(context: GatewayContext, key: string, load: () => Promise<T>): Promise<T> {
  let reads = readsOf.get(context);
  if (!reads) readsOf.set(context, (reads = new Map()));
  let read = reads.get(key) as Promise<T> | undefined;
  if (!read) {
    read = load();
    reads.set(key, read);
  }
  return read;
}

/** Drops what this request read before a change, so the payload shows the state after it. */
export function forget(context: GatewayContext, ...keys: string[]): void {
  const reads = readsOf.get(context);
  for (const key of keys) reads?.delete(key);
}

export function userProfile(context: GatewayContext): Promise<UpstreamUserProfile> {
  return cached(context, 'profile', async () =>
    upstream(endedSessionAware(context, (await context.api()).get<UpstreamUserProfile>('/user/profile'))),
  );
}

/** Spec §7: v1; a 409 MISSING_INFORMATION carries `details.missingFields`, a 200 means none. */
export function missingFields(context: GatewayContext): Promise<UpstreamMissingField[]> {
  return cached(context, 'missing', async () => {
    const api = await context.api();
    try {
      await endedSessionAware(context, api.get('/user/missing-information', undefined, 'v1'));
      return [];
    } catch (error) {
      const details = error instanceof HTTPError && error.status === 409 ? (error.body as { details?: { missingFields?: unknown } }).details : null;
      if (Array.isArray(details?.missingFields)) return details.missingFields as UpstreamMissingField[];
      throw toGraphQLError(error) ?? error;
    }
  });
}

export function signedInSessions(context: GatewayContext): Promise<UpstreamSession[]> {
  return cached(context, 'sessions', async () => {
    const api = await context.api();
    return (await upstream(endedSessionAware(context, api.get<{ sessions: UpstreamSession[] }>('/user/sessions')))).sessions;
  });
}
