// The account holder's REST data as the upstream answers it (backend/README.md,
// "Account"); read through loaders/accountLoaders.ts.
import { HTTPError } from '../lib/restClient.ts';

export interface UpstreamUserProfile {
  email: string;
  contactEmail: string;
  name: { fullName: string | null; preferredName: string | null };
  birthDate: string | null;
  taxNumber: string | null;
  phoneNumber: string | null;
  gender: string | null;
}

export interface UpstreamMissingField {
  fieldName: string;
  required: boolean;
  regex: string | null;
  labels: { emptyLabelKey: string; errorLabelKey: string };
}

export interface UpstreamSession {
  id: string;
  app: string | null;
  device: string;
  createdAt: string;
  lastSeenAt: string;
  current: boolean;
}

/** An upstream 400/403/409 that names failing fields: `{code, message, messages: [{field, messageKey, message}]}`. */
export interface UpstreamFieldMessage {
  field: string;
  messageKey: string;
  message: string;
}

export function fieldMessagesOf(error: unknown): UpstreamFieldMessage[] | null {
  if (!(error instanceof HTTPError) || ![400, 403, 409].includes(error.status)) return null;
  const messages = (error.body as { messages?: unknown } | null)?.messages;
  if (!Array.isArray(messages) || messages.length === 0) return null;
  return messages.filter(
    (entry): entry is UpstreamFieldMessage =>
      typeof entry?.field === 'string' && typeof entry?.messageKey === 'string' && typeof entry?.message === 'string',
  );
}
