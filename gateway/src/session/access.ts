// Who may reach which data, enforced on the data itself (spec §6): the web
// client hides screens, but a TV app or a hand-written query gets the same
// answer from here. Resolvers of account data call these before any REST call.
//
// The request context reaches this module (content access), so it names what
// it needs of a request structurally instead of importing the context or the
// generated resolver types, which import the context: no import circle.
import { codedError } from '../lib/errors.ts';
import type { GraphQLError } from '../lib/graphql.ts';
import type { RealmModel } from '../realm/realmModel.ts';
import type { Session } from './session.ts';

/** The schema's `Role` (schema: viewer); the resolvers returning it are checked against the generated enum. */
export type Role = 'UNAUTHENTICATED' | 'GUEST' | 'CUSTOMER' | 'ADMIN';

/** What the checks need of a request's context. */
interface SessionSource {
  session(): Promise<Session | null>;
}

/** Spec §4 "Roles derived from session". */
export function roleOf(session: Session | null): Role {
  if (!session || !session.claims.sub) return 'UNAUTHENTICATED';
  if (session.claims.gue === true) return 'GUEST';
  if (session.claims.rol === 'ADMIN') return 'ADMIN';
  return 'CUSTOMER';
}

/** True when the session watches as a child profile (`pro.ty` = "c"). */
export function isChildProfile(session: Session | null): boolean {
  return session?.claims.pro?.ty === 'c';
}

/** The session of a signed-in customer or admin; UNAUTHENTICATED for anyone else (guests included). */
export async function requireAccountHolder(context: SessionSource): Promise<Session> {
  const session = await context.session();
  const role = roleOf(session);
  if (!session || (role !== 'CUSTOMER' && role !== 'ADMIN')) {
    throw codedError('UNAUTHENTICATED', 'Sign in to your account to do this.', { reason: 'SIGN_IN_REQUIRED' });
  }
  return session;
}

/**
 * The session of an account holder watching as an adult profile. Child
 * profiles get no account data (spec §6: no account or preferences entries).
 */
export async function requireAdultProfile(context: SessionSource): Promise<Session> {
  const session = await requireAccountHolder(context);
  if (isChildProfile(session)) {
    throw codedError('FORBIDDEN', 'Child profiles cannot see account settings.', { reason: 'CHILD_PROFILE' });
  }
  return session;
}

/** The session of an admin of the request's realm; FORBIDDEN for everyone else. */
export async function requireAdmin(context: SessionSource): Promise<Session> {
  const session = await requireAccountHolder(context);
  if (roleOf(session) !== 'ADMIN') {
    throw codedError('FORBIDDEN', 'Only administrators may do this.', { reason: 'ADMIN_ONLY' });
  }
  return session;
}

/**
 * Spec §6 on data (and §4 step 3): content is for account holders, and for
 * guests only where the realm allows guests with full guest access. Checked
 * by the gateway itself before any content call, so the rule holds whatever
 * upstream stands behind it; the platform's backend checks the same.
 */
export function contentAccessError(
  session: Session | null,
  realm: Pick<RealmModel, 'guestsAllowed' | 'fullGuestAccess'>,
): GraphQLError | null {
  const role = roleOf(session);
  if (role === 'UNAUTHENTICATED') {
    return codedError('UNAUTHENTICATED', 'Sign in or check in as a guest to see this content.', { httpStatus: 401 });
  }
  if (role === 'GUEST' && !(realm.guestsAllowed && realm.fullGuestAccess === 'ALLOWED')) {
    return codedError('FORBIDDEN', 'Guests may not watch content in this realm; please sign in.', {
      reason: 'GUEST_ACCESS_DENIED',
      httpStatus: 403,
    });
  }
  return null;
}
