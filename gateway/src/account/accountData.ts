// What the upstream's refusals say about single fields; read by the account
// and sign-up resolvers.
import { HTTPError } from '../lib/restClient.ts';

/**
 * One entry of the `messages` an upstream 400/403/409 may carry beside
 * `{code, message}`. The contract leaves error bodies open, so this is the
 * shape the check below lets through, not a restated REST type.
 */
export interface FieldMessage {
  field: string;
  messageKey: string;
  message: string;
}

export function fieldMessagesOf(error: unknown): FieldMessage[] | null {
  if (!(error instanceof HTTPError) || ![400, 403, 409].includes(error.status)) return null;
  const messages = (error.body as { messages?: unknown } | null)?.messages;
  if (!Array.isArray(messages) || messages.length === 0) return null;
  return messages.filter(
    (entry): entry is FieldMessage =>
      typeof entry?.field === 'string' && typeof entry?.messageKey === 'string' && typeof entry?.message === 'string',
  );
}
