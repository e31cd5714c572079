// The one REST client of the gateway, speaking the platform's request contract
// (spec §7, backend/README.md): every call carries the api key, the realm, the
// calling app, its version, the device id, the viewer's language and, when
// there is a session, the bearer token. Non-2xx answers become an HTTPError
// that carries the status and the upstream's `{code, message}` body.
import { ServerClock } from './serverClock.ts';

export type ApiVersion = 'v1' | 'v2' | 'v4';

export class HTTPError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
    readonly url: string,
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

/** The upstream could not be reached at all (connection refused, reset, DNS…). */
export class UpstreamUnavailableError extends Error {
  constructor(readonly url: string, cause: unknown) {
    super(`Upstream unreachable for ${url}`, { cause });
    this.name = 'UpstreamUnavailableError';
  }
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
  /** Read on every call: the session's access token may be replaced mid-request. */
  getAccessToken?: () => string | null | undefined;
  clock: ServerClock;
  fetch?: typeof fetch;
  /**
   * Called with the new token when the upstream sends a replacement authorisation
   * header; awaited when it returns a promise (the token is verified first).
   */
  onReplacementAuthorization?: (accessToken: string) => void;
  /** How long one call may take before the upstream counts as unavailable (default 10 s). */
  timeoutMs?: number;
  /**
   * The viewer's address and user agent, forwarded as `x-client-ip` and
   * `x-client-user-agent`: the platform counts sign-in attempts per address and
   * lists a session's device by its user agent (security/clientAddress.ts).
   */
  clientAddress?: string | null;
  clientUserAgent?: string | null;
  /**
   * Called when the upstream refuses the bearer as expired or ended (401 TOKEN_EXPIRED, INVALID_TOKEN):
   * resolves to a renewed access token, and the call is sent once more with it,
   * or to null (no renewal possible: the error stands). Spec §4 "Challenge".
   */
  onAccessTokenExpired?: (expiredAccessToken: string) => Promise<string | null>;
}

export interface RestRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  version?: ApiVersion;
  query?: Record<string, string | number | boolean | null | undefined>;
  body?: unknown;
  /** `bearer` (default) sends the session's token when there is one; `none` never does. */
  auth?: 'bearer' | 'none' | { mixed: { accessToken: string; refreshToken: string } };
  /** Overrides of single headers, e.g. a bearer for a refresh call. */
  headers?: Record<string, string>;
}

export const REPLACEMENT_AUTHORIZATION_HEADER = 'x-replacement-authorization';

export interface RestClient {
  request<T>(path: string, request?: RestRequest): Promise<T>;
  get<T>(path: string, query?: RestRequest['query'], version?: ApiVersion): Promise<T>;
  /** The same client with some options changed, e.g. the realm once it is known. */
  withOptions(overrides: Partial<RestClientOptions>): RestClient;
  readonly options: RestClientOptions;
}

export function isAbsoluteUrl(path: string): boolean {
  return /^[a-z][a-z0-9+.-]*:\/\//i.test(path);
}

export function buildUrl(baseUrl: string, path: string, version: ApiVersion, query?: RestRequest['query']): string {
  const url = isAbsoluteUrl(path)
    ? new URL(path)
    : new URL(`/api/${version}${path.startsWith('/') ? '' : '/'}${path}`, baseUrl);
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) url.searchParams.set(key, String(value));
  }
  return url.toString();
}

/** JSON when the content type says so, text otherwise; a body that does not parse is `{}`. */
export async function parseBody(response: Response): Promise<unknown> {
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

export function createRestClient(options: RestClientOptions): RestClient {
  const doFetch = options.fetch ?? globalThis.fetch;

  async function request<T>(path: string, req: RestRequest = {}): Promise<T> {
    const url = buildUrl(options.baseUrl, path, req.version ?? 'v2', req.query);
    const headers: Record<string, string> = {
      accept: 'application/json',
      'x-api-key': options.apiKey,
      'x-app': 'gateway',
      'x-app-version': options.appVersion,
      'x-device-id': options.deviceId,
    };
    if (options.realm) headers['realm'] = options.realm;
    if (options.acceptLanguage) headers['accept-language'] = options.acceptLanguage;
    if (options.clientAddress) headers['x-client-ip'] = options.clientAddress;
    if (options.clientUserAgent) headers['x-client-user-agent'] = options.clientUserAgent.slice(0, 400);
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

    const send = async () => {
      let response: Response;
      try {
        // A hung upstream must not hold the viewer's request (and a socket) forever.
        const signal = AbortSignal.timeout(options.timeoutMs ?? 10_000);
        response = await doFetch(url, { method: req.method ?? 'GET', headers, body, signal });
      } catch (error) {
        throw new UpstreamUnavailableError(url, error);
      }
      options.clock.observe(response.headers.get('date'));
      const replacement = response.headers.get(REPLACEMENT_AUTHORIZATION_HEADER);
      if (replacement) await options.onReplacementAuthorization?.(replacement.replace(/^Bearer\s+/i, ''));
      return { response, parsed: await parseBody(response) };
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
    if (!response.ok) throw new HTTPError(response.status, parsed, url);
    return parsed as T;
  }

  return {
    options,
    request,
    get: (path, query, version) => request(path, { query, version }),
    withOptions: (overrides) => createRestClient({ ...options, ...overrides }),
  };
}
