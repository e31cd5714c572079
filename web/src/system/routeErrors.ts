import { HttpError } from 'found';
import type { Challenge } from '../components/form/CaptchaField.tsx';
import { GraphQLCodedError } from './graphQLErrors.ts';
import { retryAfterSecondsOf } from './rateLimited.ts';

/** The code of the page asking a visitor a question before their guest check-in (session/guardRoutes.ts). */
export const CHECK_IN_CHALLENGE = 'CHECK_IN_CHALLENGE';

/** A page's operation is of a build no gateway serves any more: only a reload helps (system/ChunkErrorView.tsx). */
export const APP_UPDATED = 'APP_UPDATED';

/** What the error views receive in `HttpError.data`. */
export interface RouteErrorData {
  code: string;
  /** `extensions.reason` of a FORBIDDEN, e.g. GUEST_ACCESS_DENIED. */
  reason?: string;
  message?: string;
  /** RATE_LIMITED: seconds before trying again is worth it. */
  retryAfterSeconds?: number;
  /** CHECK_IN_CHALLENGE: the question, and why it is asked (a message key). */
  challenge?: Challenge;
  messageKey?: string;
}

/** Maps a failed route load to the HTTP-like error found renders (see renderRouteError). */
export function toHttpError(error: unknown): HttpError {
  if (error instanceof HttpError) return error;
  if (error instanceof GraphQLCodedError) {
    const data: RouteErrorData = { code: error.code, message: error.message };
    switch (error.code) {
      case 'NOT_FOUND':
        return new HttpError(404, data);
      case 'UNAUTHENTICATED':
        return new HttpError(401, data);
      // The gateway sends GUEST_ACCESS_DENIED as FORBIDDEN with
      // `extensions.reason`; both are a 403 (the reason travels in `data`).
      case 'FORBIDDEN':
        return new HttpError(403, { ...data, reason: error.reason ?? undefined });
      case 'PERSISTED_QUERY_NOT_FOUND':
        return new HttpError(500, { ...data, code: APP_UPDATED });
      // A limit, not an outage: the page says how long to wait.
      case 'RATE_LIMITED':
        return new HttpError(429, { ...data, retryAfterSeconds: retryAfterSecondsOf(error) ?? 60 });
      default:
        return new HttpError(500, data);
    }
  }
  const message = error instanceof Error ? error.message : String(error);
  return new HttpError(500, { code: 'NETWORK_ERROR', message } satisfies RouteErrorData);
}
