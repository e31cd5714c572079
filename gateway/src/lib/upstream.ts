// The upstream's REST contract as types, derived from the generated document
// (`backend/openapi.json` → `__generated__/upstream.ts`, made by `npm run build`).
// Nothing here restates a REST shape: every type is read off the contract by
// path and method, so a backend change shows up as a type error here, not as
// a field that silently goes missing at run time.
import type { paths } from '../__generated__/upstream.ts';

export type UpstreamPath = keyof paths;
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** The operation of `path` and `method`, or never when the contract has none. */
type Operation<P extends UpstreamPath, M extends HttpMethod> = Lowercase<M> extends keyof paths[P]
  ? NonNullable<paths[P][Lowercase<M>]>
  : never;

/** The paths that answer `method`. */
export type PathOf<M extends HttpMethod> = {
  [P in UpstreamPath]: [Operation<P, M>] extends [never] ? never : P;
}[UpstreamPath];

type JsonContent<R> = R extends { content: { 'application/json': infer Json } } ? Json : undefined;
type SuccessStatus = 200 | 201 | 202 | 204;

/** What a successful call answers (`undefined` for a 204). */
export type Answer<P extends UpstreamPath, M extends HttpMethod = 'GET'> =
  Operation<P, M> extends { responses: infer Responses }
    ? JsonContent<Responses[Extract<keyof Responses, SuccessStatus>]>
    : never;

/** The JSON body the call takes. */
export type RequestBody<P extends UpstreamPath, M extends HttpMethod> =
  Operation<P, M> extends { requestBody?: { content: { 'application/json': infer Json } } } ? Json : never;

/** The query string the call takes. */
export type QueryOf<P extends UpstreamPath, M extends HttpMethod = 'GET'> =
  Operation<P, M> extends { parameters: { query?: infer Query } } ? NonNullable<Query> : never;

type ArrayItem<T> = T extends readonly (infer Item)[] ? Item : never;

// The shapes the gateway's models and loaders are written against, each named
// once, after the call that answers it.
export type UpstreamRealm = Answer<'/api/v2/realm/{name}'>;
export type UpstreamInit = Answer<'/api/v1/init/'>;
export type UpstreamMenuItem = ArrayItem<NonNullable<NonNullable<UpstreamInit['menu']>['items']>>;
export type UpstreamSection = Answer<'/api/v2/section/{name}'>;
export type UpstreamBucket = ArrayItem<UpstreamSection['buckets']>;
export type UpstreamContentPage = Answer<'/api/v2/section/{name}/bucket/{bucketId}'>;
export type UpstreamContent = ArrayItem<UpstreamContentPage['contentList']>;
export type UpstreamPaging = UpstreamContentPage['paging'];
export type UpstreamVideo = Answer<'/api/v2/vod/{id}'>;
export type UpstreamLiveEvent = Answer<'/api/v2/event/{id}'>;
export type UpstreamPlaylistPage = Answer<'/api/v2/playlist/{id}'>;
export type UpstreamPlaylist = Extract<UpstreamContent, { type: 'VOD_PLAYLIST' }>;
export type UpstreamSeries = Answer<'/api/v2/series/{id}'>;
export type UpstreamSeason = ArrayItem<NonNullable<UpstreamSeries['seasons']>>;
export type UpstreamSeasonPage = Answer<'/api/v2/season/{id}'>;
export type UpstreamStream = Answer<'/api/v2/stream/vod/{id}'>;
export type UpstreamLicence = Answer<'/api/v2/licences/{id}'>;
export type UpstreamBasket = Answer<'/api/v2/basket'>;
export type UpstreamPayment = Answer<'/api/v2/payments/{id}'>;
export type UpstreamGiftItem = ArrayItem<Answer<'/api/v4/gifts'>['gifts']>;
export type UpstreamGiftPreview = Answer<'/api/v4/gift/redeem/{code}'>;
export type UpstreamCard = ArrayItem<Answer<'/api/v2/customer/cards'>['cards']>;
export type UpstreamInvoice = Answer<'/api/v2/customer/invoices/{id}'>['invoice'];
export type UpstreamSubscription = ArrayItem<Answer<'/api/v2/customer/subscriptions'>['subscriptions']>;
export type UpstreamLicenceChangePreview = Answer<'/api/v2/customer/subscriptions/{id}/change-preview'>;
export type UpstreamPaymentHistoryEntry = ArrayItem<Answer<'/api/v2/customer/history/payment', 'POST'>['payments']>;
export type UpstreamPlayability = ArrayItem<Answer<'/api/v2/playability'>['titles']>;
export type UpstreamTokens = Answer<'/api/v2/login/guest/checkin', 'POST'>;
export type UpstreamSignupForm = Answer<'/api/v2/signup/form'>;
export type UpstreamUserProfile = Answer<'/api/v2/user/profile'>;
export type UpstreamSession = ArrayItem<Answer<'/api/v2/user/sessions'>['sessions']>;
export type UpstreamStoredPreferences = Answer<'/api/v2/user/preferences'>['preferences'];
export type UpstreamConsentAnswer = ArrayItem<Answer<'/api/v2/consent-prompt/answers'>['answers']>;
export type UpstreamProfileList = Answer<'/api/v2/profiles'>;
export type UpstreamProfile = ArrayItem<UpstreamProfileList['profiles']>;
export type UpstreamParentalControl = Answer<'/api/v1/parental-control'>;
export type UpstreamTvCode = Answer<'/api/v2/tv/code', 'POST'>;
export type UpstreamCustomer = ArrayItem<Answer<'/api/v2/admin/users'>['users']>;
export type UpstreamImpersonationState = Answer<'/api/v2/user/impersonation-state'>;
export type UpstreamPendingUser = Answer<'/api/v2/pendingactivationuser/{id}'>;
export type UpstreamMailbox = Answer<'/dev/mailbox.json'>;
export type UpstreamFighterList = Answer<'/api/v2/fighters'>;
/** A fighter as every list shows them (roster, rankings, a title's fighters). */
export type UpstreamFighterSummary = ArrayItem<UpstreamFighterList['fighters']>;
export type UpstreamFighterProfile = Answer<'/api/v2/fighters/{id}'>;
export type UpstreamMeasurement = NonNullable<UpstreamFighterProfile['stats']['height']>;
export type UpstreamRanking = Answer<'/api/v2/fighters/rankings'>;
export type UpstreamRankedWeightClass = ArrayItem<Answer<'/api/v2/fighters/rankings/weight-classes'>['weightClasses']>;

/** The body of a declared failure, e.g. the 409 that lists missing fields. */
export type Failure<P extends UpstreamPath, M extends HttpMethod, Status extends number> =
  Operation<P, M> extends { responses: infer Responses }
    ? Status extends keyof Responses
      ? JsonContent<Responses[Status]>
      : never
    : never;

export type UpstreamMissingInformation = Failure<'/api/v1/user/missing-information', 'GET', 409>['details'];
export type UpstreamMissingField = ArrayItem<UpstreamMissingInformation['missingFields']>;
