import type { Session } from '../session/session.ts';

/** The account of the request's session; its fields read upstream through accountData.ts, once per request. */
export interface AccountModel {
  __typename: 'Account';
  session: Session;
}

/** One signed-in session as the schema shows it (no token material). */
export interface SignedInSessionModel {
  __typename: 'SignedInSession';
  id: string;
  internalId: string;
  device: string;
  app: string | null;
  signedInAt: string;
  lastActiveAt: string;
  isCurrent: boolean;
}
