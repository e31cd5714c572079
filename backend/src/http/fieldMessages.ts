// Field-level errors of a request body: every failing field with the spec's
// message key (clients word it) and an English message (logs, other clients).
import { ApiError } from './apiError.ts';

/** Error details for one field of a request body: the spec's message key and an English message. */
export interface FieldMessage {
  field: string;
  messageKey: string;
  message: string;
}

/** A 400 that lists every failing field, first one first (clients show the first, spec §8). */
export function invalidFields(code: string, messages: FieldMessage[]): ApiError {
  return new ApiError(400, code, messages[0]?.message ?? 'The request is not valid', { messages });
}

export const fieldMessagesSchema = {
  type: 'array',
  items: {
    type: 'object',
    required: ['field', 'messageKey', 'message'],
    properties: { field: { type: 'string' }, messageKey: { type: 'string' }, message: { type: 'string' } },
  },
} as const;
