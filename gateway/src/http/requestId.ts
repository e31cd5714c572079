// The id of one request, in every log line about it, in `x-request-id` on its
// response and on every upstream call it makes, and in its GraphQL errors
// (observability/requestIdPlugin.ts). A proxy in front may have chosen one
// already: it is kept when it is a plain token, so one id follows the request
// from the edge to the database; anything else (too long, odd characters that
// could forge log lines) is replaced.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { SAFE_REQUEST_ID } from '@ringside/ops/requestId';

export function requestIdOf(req: Pick<IncomingMessage, 'headers'>): string {
  const sent = req.headers['x-request-id'];
  return typeof sent === 'string' && SAFE_REQUEST_ID.test(sent) ? sent : randomUUID();
}
