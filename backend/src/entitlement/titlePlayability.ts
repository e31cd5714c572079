// The playability of a page of titles for one viewer, read in a fixed number
// of statements however many titles ask (the titles' rules, the licences that
// include them, what the viewer holds, their streams elsewhere, the shop).
import type { FastifyRequest } from 'fastify';
import type { BackendDeps } from '../deps.ts';
import { ApiError, notFound } from '../http/apiError.ts';
import { requestRealm } from '../http/requestContract.ts';
import { contentContext } from '../content/contentContext.ts';
import { isGeoBlocked, ratedColumns, type RatedRow } from '../content/visibility.ts';
import { licencesIncluding, licencesOfRealm, refKey, type LicensedRef } from '../licence/licences.ts';
import { streamsOnOtherDevices } from '../playbackSession/playbackSessions.ts';
import type { AccessClaims } from '../session/accessToken.ts';
import { heldLicenceIds } from './entitlements.ts';
import { decidePlayability, type Playability } from './playability.ts';

type TitleFacts = RatedRow & { type: 'VIDEO' | 'LIVE_EVENT'; id: number; startDate: Date | null };

async function titleFacts(deps: BackendDeps, realmId: number, refs: readonly LicensedRef[]): Promise<TitleFacts[]> {
  const ids = (type: LicensedRef['type']) => refs.filter((ref) => ref.type === type).map((ref) => ref.id);
  return deps.db.query<TitleFacts & Record<string, unknown>>(
    `select 'VIDEO' as type, v.id, null::timestamptz as "startDate", ${ratedColumns('v')}
       from video v where v.realm_id = $1 and v.id = any($2::int[])
     union all
     select 'LIVE_EVENT' as type, e.id, e.start_date as "startDate", ${ratedColumns('e')}
       from live_event e where e.realm_id = $1 and e.id = any($3::int[])`,
    [realmId, ids('VIDEO'), ids('LIVE_EVENT')],
  );
}

/**
 * The playability of each title of the realm among `refs`, by `refKey`; titles
 * the realm does not have are left out. `viewer` null: nobody is signed in.
 */
export async function playabilityOf(
  deps: BackendDeps,
  request: FastifyRequest,
  viewer: AccessClaims | null,
  refs: readonly LicensedRef[],
): Promise<Map<string, Playability>> {
  const realm = requestRealm(request);
  const context = contentContext(deps, request, viewer);
  const now = context.now;
  const customer = viewer && !viewer.isGuest ? viewer : null;
  const [facts, included, held, elsewhere, shop] = await Promise.all([
    titleFacts(deps, realm.id, refs),
    licencesIncluding(deps.db, realm.id, refs),
    customer ? heldLicenceIds(deps.db, customer.userId, now) : Promise.resolve(new Set<number>()),
    viewer ? streamsOnOtherDevices(deps.db, viewer, now) : Promise.resolve(0),
    licencesOfRealm(deps.db, realm.id),
  ]);
  const onSale = shop.map((licence) => licence.id);
  const answers = new Map<string, Playability>();
  for (const title of facts) {
    answers.set(
      refKey(title),
      decidePlayability(
        {
          mustSignIn: !viewer || (viewer.isGuest && realm.fullGuestAccess !== 'ALLOWED'),
          isGuest: viewer?.isGuest ?? false,
          isAdmin: viewer?.role === 'ADMIN',
          // A viewer without a session is judged as a guest would be (titles are listed to them as to guests).
          overRating: title.ageRating > (viewer ? context.viewer.maxAge : 18),
          geoBlocked: isGeoBlocked(title, context.viewer),
          heldLicenceIds: held,
          streamsElsewhere: elsewhere,
          concurrentStreamLimit: realm.concurrentStreamLimit,
        },
        { licenceIds: included.get(refKey(title)) ?? [], upcoming: title.startDate !== null && now < title.startDate },
        onSale,
      ),
    );
  }
  return answers;
}

/**
 * Refuses a stream the rule refuses, with the status and code a client
 * already knows for each reason. The concurrent-stream limit is checked again
 * when the stream starts (under the account's lock).
 */
export function refusePlayback(answer: Playability | undefined, what: string, details: { startDate?: Date } = {}): void {
  if (!answer) throw notFound(what);
  switch (answer.reason) {
    case null:
      return;
    case 'AGE_RATING':
      throw notFound(what);
    case 'GEO_BLOCKED':
      throw new ApiError(403, 'GEO_BLOCKED', `${what} is not available in your country`);
    case 'SIGN_IN_REQUIRED':
      throw new ApiError(401, 'UNAUTHENTICATED', 'Sign in to watch this');
    case 'NOT_LICENSED':
      throw new ApiError(403, 'NOT_LICENSED', `${what} is not included in what this account holds`, {
        licenceIds: answer.unlockingLicenceIds.map(String),
        signInMayUnlock: answer.signInMayUnlock,
      });
    case 'NOT_STARTED':
      throw new ApiError(409, 'EVENT_NOT_STARTED', `${what} has not started yet`, {
        ...(details.startDate ? { startDate: details.startDate.toISOString() } : {}),
      });
    case 'CONCURRENT_STREAMS':
      // Left to the start of the stream, which counts under the lock and answers the same error.
      return;
  }
}
