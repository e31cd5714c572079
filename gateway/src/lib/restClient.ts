// The one REST client of the gateway, speaking the platform's request contract
// (spec §7, backend/README.md): every call carries the api key, the realm, the
// calling app, its version, the device id, the viewer's language, the request
// id and, when there is a session, the bearer token. Calls are named by the
// contract's path templates (`/api/v2/vod/{id}`), so each answer is typed by
// the generated contract (lib/upstream.ts) and measured by its route.
//
// Under faults: every call has a deadline (a hung upstream must not hold the
// viewer's request), reads (GET, idempotent) are retried twice at most after a
// refused connection or a 502/503/504, with jittered backoff and never past
// the deadline, and mutations are never retried: the upstream may have acted.
// Non-2xx answers become an HTTPError that carries the status and the
// upstream's `{code, message}` body.
import { VPN_REQUEST_HEADER } from '../security/vpn.ts';
import { Pool } from 'undici';
import { upstreamRequestDuration } from '../observability/metrics.ts';
import type { ServerClock } from './serverClock.ts';
import type { Answer, HttpMethod, PathOf, RequestBody, UpstreamPath } from './upstream.ts';

export class HTTPError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
    readonly url: string,
    /** The upstream's `Retry-After`, in seconds (a limit: come back then); null without one. */
    readonly retryAfterSeconds: number | null = null,
  ) {
    super(`Upstream answered ${status} for ${url}`);
    this.name = 'HTTPError';
  }

  /** The upstream's machine-readable error code, e.g. `GUESTS_NOT_ALLOWED`. */
  get upstreamCode(): string | undefined {
    const body = this.body as { code?: unknown } | null;
    return body && typeof body.code === 'string' ? body.code : undefined;
  }
}

/** The upstream could not be reached at all, or not in time (refused, reset, DNS, timeout…). */
export class UpstreamUnavailableError extends Error {
  constructor(readonly url: string, cause: unknown) {
    super(`Upstream unreachable for ${url}`, { cause });
    this.name = 'UpstreamUnavailableError';
  }
}

/** How long one call, retries included, may take by default. */
export const DEFAULT_UPSTREAM_TIMEOUT_MS = 5_000;
/** Retries of a read after its first try. */
export const MAX_READ_RETRIES = 2;
const RETRY_BASE_DELAY_MS = 25;
const RETRYABLE_STATUSES = new Set([502, 503, 504]);

/** What the client needs of an answer: both a fetch Response and the pooled transport's answer fit. */
export interface UpstreamAnswer {
  status: number;
  headers: { get(name: string): string | null };
  text(): Promise<string>;
}

export interface RestClientOptions {
  /** Origin of the upstream, e.g. `http://127.0.0.1:4100`. */
  baseUrl: string;
  apiKey: string;
  appVersion: string;
  deviceId: string;
  /** The realm's name, sent as the `Realm` header; omitted for realm look-ups. */
  realm?: string | null;
  /** The viewer's Accept-Language, forwarded as is. */
  acceptLanguage?: string | null;
  /** The id of the viewer's request, forwarded as `x-request-id` so both servers log it. */
  requestId?: string | null;
  /** Read on every call: the session's access token may be replaced mid-request. */
  getAccessToken?: () => string | null | undefined;
  clock: ServerClock;
  /** For tests: a fetch instead of the pooled keep-alive connections. */
  fetch?: typeof fetch;
  /**
   * Called with the new token when the upstream sends a replacement authorisation
   * header; awaited when it returns a promise (the token is verified first).
   */
  onReplacementAuthorization?: (accessToken: string) => void | Promise<void>;
  /** How long one call, retries included, may take before the upstream counts as unavailable. */
  timeoutMs?: number;
  /**
   * The viewer's address and user agent, forwarded as `x-client-ip` and
   * `x-client-user-agent`: the platform counts sign-in attempts per address and
   * lists a session's device by its user agent (security/clientAddress.ts).
   */
  clientAddress?: string | null;
  clientUserAgent?: string | null;
  /** The edge marked the viewer's request as coming through a VPN: passed on as `x-ringside-vpn: 1` (security/vpn.ts). */
  viewerOnVpn?: boolean;
  /**
   * Called when the upstream refuses the bearer as expired or ended (401 TOKEN_EXPIRED, INVALID_TOKEN):
   * resolves to a renewed access token, and the call is sent once more with it,
   * or to null (no renewal possible: the error stands). Spec §4 "Challenge".
   */
  onAccessTokenExpired?: (expiredAccessToken: string) => Promise<string | null>;
}

type QueryValues = Record<string, string | number | boolean | null | undefined>;

export interface RestRequest<M extends HttpMethod = HttpMethod, Body = unknown> {
  method?: M;
  /** Values of the path template's `{placeholders}`, encoded here. */
  params?: Record<string, string | number>;
  query?: QueryValues;
  body?: Body;
  /** `bearer` (default) sends the session's token when there is one; `none` never does. */
  auth?: 'bearer' | 'none' | { mixed: { accessToken: string; refreshToken: string } };
  /** Overrides of single headers, e.g. a bearer for a refresh call. */
  headers?: Record<string, string>;
}

/** The body a call takes per the contract; anything for an operation that declares none. */
type BodyFor<P extends UpstreamPath, M extends HttpMethod> = [RequestBody<P, M>] extends [never] ? unknown : RequestBody<P, M>;

export const REPLACEMENT_AUTHORIZATION_HEADER = 'x-replacement-authorization';

export interface RestClient {
  request<P extends UpstreamPath, M extends HttpMethod = 'GET'>(
    path: P,
    request?: RestRequest<M, BodyFor<P, M>>,
  ): Promise<Answer<P, M>>;
  get<P extends PathOf<'GET'>>(path: P, request?: Omit<RestRequest<'GET'>, 'method' | 'body'>): Promise<Answer<P>>;
  /** The same client with some options changed, e.g. the realm once it is known. */
  withOptions(overrides: Partial<RestClientOptions>): RestClient;
  readonly options: RestClientOptions;
}

/** The path and query of a path template's call, e.g. `/api/v2/vod/7?lk=en` for `/api/v2/vod/{id}` with `{ id: 7 }`. */
export function buildPath(path: string, params: RestRequest['params'] = {}, query?: QueryValues): string {
  const concrete = path.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new TypeError(`No value for {${name}} in ${path}`);
    return encodeURIComponent(String(value));
  });
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `${concrete}?${text}` : concrete;
}

/** `Retry-After` (RFC 9110: seconds, or an HTTP date read against the upstream's clock) in whole seconds; null without one. */
export function retryAfterSecondsOf(header: string | null, serverNow: number): number | null {
  if (!header) return null;
  const seconds = /^\d+$/.test(header.trim()) ? Number(header.trim()) : (Date.parse(header) - serverNow) / 1000;
  return Number.isFinite(seconds) ? Math.max(1, Math.ceil(seconds)) : null;
}

const origins = new Map<string, string>();
/** `http://host:port` of a base URL, parsed once per base URL rather than on every call. */
function originOf(baseUrl: string): string {
  let origin = origins.get(baseUrl);
  if (origin === undefined) origins.set(baseUrl, (origin = new URL(baseUrl).origin));
  return origin;
}

/** The concrete URL of a path template, e.g. `/api/v2/vod/{id}` with `{ id: 7 }`. */
export function buildUrl(baseUrl: string, path: string, params: RestRequest['params'] = {}, query?: QueryValues): string {
  return originOf(baseUrl) + buildPath(path, params, query);
}

/** JSON when the content type says so, text otherwise; a body that does not parse is `{}`. */
export async function parseBody(response: UpstreamAnswer): Promise<unknown> {
  let text: string;
  try {
    text = await response.text();
  } catch {
    return {};
  }
  const contentType = response.headers.get('content-type') ?? '';
  if (/[/+]json\b/i.test(contentType)) {
    if (text.trim() === '') return {};
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return {};
    }
  }
  return text;
}

type Transport = (
  origin: string,
  path: string,
  init: { method: HttpMethod; headers: Record<string, string>; body: string | undefined; signal: AbortSignal },
) => Promise<UpstreamAnswer>;

// One pool of keep-alive connections per upstream origin and process, shared
// by every request: a new TCP (or TLS) connection per REST call cost more
// than the call itself. Bounded, so a burst queues at the gateway instead of
// opening thousands of sockets on the upstream.
const UPSTREAM_CONNECTIONS_PER_ORIGIN = 128;
const pools = new Map<string, Pool>();
const poolFor = (origin: string) => {
  let pool = pools.get(origin);
  if (!pool) pools.set(origin, (pool = new Pool(origin, { connections: UPSTREAM_CONNECTIONS_PER_ORIGIN, keepAliveTimeout: 10_000, pipelining: 1 })));
  return pool;
};

/** Closes the pooled upstream connections (graceful shutdown, after the last request). */
export async function closeUpstreamConnections(): Promise<void> {
  const closing = [...pools.values()];
  pools.clear();
  await Promise.all(closing.map((pool) => pool.close()));
}

// undici's own `request` on the origin's Pool, given the path: measured
// faster than `fetch` (no WHATWG Request/Response/stream objects per call) and
// than undici's Agent given a whole URL (which parses it and finds the pool on
// every call): about 40 µs of CPU per call less, some 3% of a one-call query.
// The deadline is an AbortSignal, not undici's headersTimeout/bodyTimeout:
// those run on coarse timers (about a second late) and time silence, not the call.
const pooledTransport: Transport = async (origin, path, { method, headers, body, signal }) => {
  const answer = await poolFor(origin).request({ path, method, headers, body, signal });
  return {
    status: answer.statusCode,
    headers: {
      get(name) {
        const value = answer.headers[name];
        return Array.isArray(value) ? value.join(', ') : (value ?? null);
      },
    },
    // The signal still holds while the body streams in: a body that stops half-way aborts too.
    text: () => answer.body.text(),
  };
};

const fetchTransport =
  (doFetch: typeof fetch): Transport =>
  (origin, path, init) =>
    doFetch(origin + path, init);

/** Full jitter: anywhere between nothing and the exponential step, so retries of many requests spread out. */
const backoffMs = (retry: number) => Math.random() * RETRY_BASE_DELAY_MS * 2 ** retry;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function createRestClient(options: RestClientOptions): RestClient {
  const transport = options.fetch ? fetchTransport(options.fetch) : pooledTransport;
  const timeoutMs = options.timeoutMs ?? DEFAULT_UPSTREAM_TIMEOUT_MS;

  async function request(path: UpstreamPath, req: RestRequest = {}): Promise<unknown> {
    const method = req.method ?? 'GET';
    const origin = originOf(options.baseUrl);
    const pathAndQuery = buildPath(path, req.params, req.query);
    const url = origin + pathAndQuery;
    const headers: Record<string, string> = {
      accept: 'application/json',
      'x-api-key': options.apiKey,
      'x-app': 'gateway',
      'x-app-version': options.appVersion,
      'x-device-id': options.deviceId,
    };
    if (options.realm) headers['realm'] = options.realm;
    // The contract requires the header; a viewer who sent none takes the realm's default (`*`).
    headers['accept-language'] = options.acceptLanguage || '*';
    if (options.requestId) headers['x-request-id'] = options.requestId;
    if (options.clientAddress) headers['x-client-ip'] = options.clientAddress;
    if (options.clientUserAgent) headers['x-client-user-agent'] = options.clientUserAgent.slice(0, 400);
    if (options.viewerOnVpn) headers[VPN_REQUEST_HEADER] = '1';
    const auth = req.auth ?? 'bearer';
    let sentToken: string | null = null;
    if (auth === 'bearer') {
      sentToken = options.getAccessToken?.() ?? null;
      if (sentToken) headers['authorization'] = `Bearer ${sentToken}`;
    } else if (auth !== 'none') {
      headers['authorization'] = `Mixed ${auth.mixed.accessToken} ${auth.mixed.refreshToken}`;
    }
    let body: string | undefined;
    if (req.body !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(req.body);
    }
    Object.assign(headers, req.headers);

    const attempt = async (deadline: number) => {
      const started = performance.now();
      let response: UpstreamAnswer;
      let parsed: unknown;
      // A timer of our own, cleared as soon as the answer is read: AbortSignal.timeout would
      // leave one live timer per call for the whole timeout, thousands under load.
      const controller = new AbortController();
      const timeoutMs = Math.max(1, Math.ceil(deadline - started));
      const timer = setTimeout(() => controller.abort(new Error(`No complete answer within ${timeoutMs} ms`)), timeoutMs);
      try {
        response = await transport(origin, pathAndQuery, { method, headers, body, signal: controller.signal });
        // Read under the same deadline: a body that never ends is a hung upstream too.
        parsed = await parseBody(response);
        if (controller.signal.aborted) throw controller.signal.reason;
      } catch (error) {
        upstreamRequestDuration.observe({ method, route: path, status: 'error' }, (performance.now() - started) / 1000);
        throw new UpstreamUnavailableError(url, error);
      } finally {
        clearTimeout(timer);
      }
      upstreamRequestDuration.observe({ method, route: path, status: String(response.status) }, (performance.now() - started) / 1000);
      return { response, parsed };
    };

    // One deadline per send, retries included (a renewed token's resend gets its own).
    const send = async () => {
      const deadline = performance.now() + timeoutMs;
      for (let retry = 0; ; retry++) {
        let outcome: Awaited<ReturnType<typeof attempt>> | null = null;
        let failure: unknown = null;
        try {
          outcome = await attempt(deadline);
        } catch (error) {
          failure = error;
        }
        const retryable = failure ? failure instanceof UpstreamUnavailableError : RETRYABLE_STATUSES.has(outcome!.response.status);
        const delay = backoffMs(retry);
        // Only reads: a POST the upstream received but did not answer may have happened.
        if (method !== 'GET' || !retryable || retry >= MAX_READ_RETRIES || performance.now() + delay >= deadline) {
          if (failure) throw failure;
          const { response, parsed } = outcome!;
          options.clock.observe(response.headers.get('date'));
          const replacement = response.headers.get(REPLACEMENT_AUTHORIZATION_HEADER);
          if (replacement) await options.onReplacementAuthorization?.(replacement.replace(/^Bearer\s+/i, ''));
          return { response, parsed };
        }
        await pause(delay);
      }
    };

    let { response, parsed } = await send();
    // The token expired between our check and the upstream's (clock skew, a long request),
    // was outdated by a profile switch, or its session was ended elsewhere ("sign out
    // everywhere else"): renew it once and send the call once more. For an ended session
    // the renewal fails too, and the session ends here as well (sessionExpired).
    const refusedCode = response.status === 401 ? new HTTPError(401, parsed, url).upstreamCode : undefined;
    if (sentToken && options.onAccessTokenExpired && (refusedCode === 'TOKEN_EXPIRED' || refusedCode === 'INVALID_TOKEN')) {
      const renewed = await options.onAccessTokenExpired(sentToken);
      if (renewed && renewed !== sentToken) {
        headers['authorization'] = `Bearer ${renewed}`;
        ({ response, parsed } = await send());
      }
    }
    if (response.status < 200 || response.status >= 300) {
      throw new HTTPError(response.status, parsed, url, retryAfterSecondsOf(response.headers.get('retry-after'), options.clock.now()));
    }
    return parsed;
  }

  return {
    options,
    request: request as RestClient['request'],
    get: ((path: UpstreamPath, req?: RestRequest) => request(path, req)) as RestClient['get'],
    withOptions: (overrides) => createRestClient({ ...options, ...overrides }),
  };
}
