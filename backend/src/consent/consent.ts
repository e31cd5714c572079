// The realm's consent prompt and an account's answers (spec §3 "Consent prompt
// answer", §4 "Consent flow"). Answers are JSON text; a required field counts
// as consented only when its answer is JSON `true`.
import type { Queryable } from '../db/database.ts';

export const FUNCTIONAL_PURPOSES = [
  'RESIDENT_MARKETING',
  'TARGETED_ADS',
  'THIRD_PARTY_MARKETING',
  'TERMS_AND_CONDITIONS',
  'EMAIL_MARKETING',
] as const;
export type FunctionalPurpose = (typeof FUNCTIONAL_PURPOSES)[number];

export interface ConsentField {
  id: number;
  fieldName: string;
  required: boolean;
  functionalPurpose: FunctionalPurpose;
}

/** A consent field as the REST answers show it (the sign-up form, the account's answers): always whole. */
export const consentFieldSchema = {
  type: 'object',
  required: ['fieldName', 'required', 'functionalPurpose'],
  properties: {
    fieldName: { type: 'string' },
    required: { type: 'boolean' },
    functionalPurpose: { type: 'string', enum: [...FUNCTIONAL_PURPOSES] },
  },
} as const;

export interface ConsentAnswer {
  consentField: Omit<ConsentField, 'id'>;
  /** JSON text, or null when the account has not answered. */
  answer: string | null;
  answeredAt: string | null;
}

export async function consentFields(db: Queryable, realmId: number, purposes?: FunctionalPurpose[]): Promise<ConsentField[]> {
  return db.query<ConsentField & Record<string, unknown>>(
    `select id, field_name as "fieldName", required, functional_purpose as "functionalPurpose"
       from consent_prompt_field
      where realm_id = $1 and ($2::text[] is null or functional_purpose = any($2::text[]))
      order by position`,
    [realmId, purposes ?? null],
  );
}

export async function consentAnswers(db: Queryable, realmId: number, userId: number, purposes?: FunctionalPurpose[]): Promise<ConsentAnswer[]> {
  const fields = await consentFields(db, realmId, purposes);
  const rows = await db.query<{ fieldId: number; answer: string; answeredAt: Date }>(
    `select field_id as "fieldId", answer, answered_at as "answeredAt" from consent_answer where user_id = $1`,
    [userId],
  );
  const byField = new Map(rows.map((row) => [row.fieldId, row]));
  return fields.map(({ id, ...field }) => {
    const row = byField.get(id);
    return {
      consentField: field,
      answer: row?.answer ?? null,
      answeredAt: row ? new Date(row.answeredAt).toISOString() : null,
    };
  });
}

/** True when the JSON text is `true` (what agreeing to a required field means). */
export function isAgreement(answer: string | null | undefined): boolean {
  if (answer === null || answer === undefined) return false;
  try {
    return JSON.parse(answer) === true;
  } catch {
    return false;
  }
}

export async function saveConsentAnswers(
  db: Queryable,
  userId: number,
  answers: { fieldId: number; answer: string }[],
  now: Date,
): Promise<void> {
  for (const { fieldId, answer } of answers) {
    await db.query(
      `insert into consent_answer (user_id, field_id, answer, answered_at) values ($1, $2, $3, $4)
       on conflict (user_id, field_id) do update set answer = excluded.answer, answered_at = excluded.answered_at`,
      [userId, fieldId, answer, now],
    );
  }
}

/**
 * Records the answers given with a sign-up (spec §3 "Signup payload":
 * consentAnswers as `{promptField, answer}`): those naming a field of the realm
 * are kept, anything else is ignored.
 */
export async function recordSignupConsent(
  db: Queryable,
  realmId: number,
  userId: number,
  answers: { promptField: string; answer: string }[],
  now: Date,
): Promise<void> {
  const fields = new Map((await consentFields(db, realmId)).map((field) => [field.fieldName, field.id]));
  const known = answers.filter((answer) => fields.has(answer.promptField));
  await saveConsentAnswers(db, userId, known.map((answer) => ({ fieldId: fields.get(answer.promptField)!, answer: answer.answer })), now);
}
