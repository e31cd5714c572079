// The account holder's profile (spec §3 "User profile") and the realm's rules
// for it: which fields are required (spec §3 "Missing field entry") and the
// checks every field passes before it is stored.
import type { Queryable } from '../db/database.ts';
import type { FieldMessage } from '../http/fieldMessages.ts';
import { emailMessage } from '../user/credentialRules.ts';

export const PROFILE_FIELD_NAMES = ['fullName', 'birthDate', 'taxNumber', 'phoneNumber', 'preferredName', 'gender'] as const;
export type ProfileFieldName = (typeof PROFILE_FIELD_NAMES)[number];

export const GENDERS = ['FEMALE', 'MALE', 'NON_BINARY', 'PREFER_NOT_TO_SAY'] as const;

/** The REST shape of GET/PUT /user/profile (GET adds the read-only sign-in `email`). */
export interface UserProfile {
  contactEmail: string;
  name: { fullName: string | null; preferredName: string | null };
  birthDate: string | null;
  taxNumber: string | null;
  phoneNumber: string | null;
  gender: string | null;
}

/** A field the realm requires, with the rule and label keys the clients use. */
export interface RequiredField {
  fieldName: ProfileFieldName;
  regex: string | null;
  emptyLabelKey: string;
  errorLabelKey: string;
}

interface ProfileRow extends Record<string, unknown> {
  email: string;
  fullName: string | null;
  preferredName: string | null;
  birthDate: string | null;
  taxNumber: string | null;
  phoneNumber: string | null;
  gender: string | null;
  contactEmail: string | null;
}

export async function readUserProfile(db: Queryable, userId: number): Promise<UserProfile & { email: string }> {
  const [row] = await db.query<ProfileRow>(
    `select u.email, p.full_name as "fullName", p.preferred_name as "preferredName",
            to_char(p.birth_date, 'YYYY-MM-DD') as "birthDate", p.tax_number as "taxNumber",
            p.phone_number as "phoneNumber", p.gender, p.contact_email as "contactEmail"
       from app_user u left join user_profile p on p.user_id = u.id
      where u.id = $1`,
    [userId],
  );
  if (!row) throw new Error(`user ${userId} does not exist`);
  return {
    email: row.email,
    // Until the holder gives another, mail goes to the address they sign in with.
    contactEmail: row.contactEmail ?? row.email,
    name: { fullName: row.fullName, preferredName: row.preferredName },
    birthDate: row.birthDate,
    taxNumber: row.taxNumber,
    phoneNumber: row.phoneNumber,
    gender: row.gender,
  };
}

export async function writeUserProfile(db: Queryable, userId: number, profile: UserProfile, now: Date): Promise<void> {
  await db.query(
    `insert into user_profile (user_id, full_name, preferred_name, birth_date, tax_number, phone_number, gender, contact_email, updated_at)
     values ($1, $2, $3, $4::date, $5, $6, $7, $8, $9)
     on conflict (user_id) do update set
       full_name = excluded.full_name, preferred_name = excluded.preferred_name, birth_date = excluded.birth_date,
       tax_number = excluded.tax_number, phone_number = excluded.phone_number, gender = excluded.gender,
       contact_email = excluded.contact_email, updated_at = excluded.updated_at`,
    [
      userId,
      profile.name.fullName,
      profile.name.preferredName,
      profile.birthDate,
      profile.taxNumber,
      profile.phoneNumber,
      profile.gender,
      profile.contactEmail,
      now,
    ],
  );
}

export async function realmRequiredFields(db: Queryable, realmId: number): Promise<RequiredField[]> {
  return db.query<RequiredField & Record<string, unknown>>(
    `select field_name as "fieldName", regex, empty_label_key as "emptyLabelKey", error_label_key as "errorLabelKey"
       from realm_required_field where realm_id = $1 order by position`,
    [realmId],
  );
}

export function fieldValue(profile: UserProfile, field: ProfileFieldName): string | null {
  if (field === 'fullName') return profile.name.fullName;
  if (field === 'preferredName') return profile.name.preferredName;
  return profile[field];
}

/** The realm's required fields this profile lacks or holds in a form the realm's rule refuses. */
export function missingFields(profile: UserProfile, required: RequiredField[]): RequiredField[] {
  return required.filter((rule) => {
    const value = fieldValue(profile, rule.fieldName);
    return !value || (rule.regex !== null && !new RegExp(rule.regex).test(value));
  });
}

/**
 * Spec §3 `missingInformationStatus` of sign-in and sign-up answers: NONE, or
 * REQUIRED while a field the realm requires is missing (the clients then open
 * the missing-details modal).
 */
export async function missingInformationStatus(db: Queryable, realmId: number, userId: number): Promise<'NONE' | 'REQUIRED'> {
  const required = await realmRequiredFields(db, realmId);
  if (required.length === 0) return 'NONE';
  return missingFields(await readUserProfile(db, userId), required).length > 0 ? 'REQUIRED' : 'NONE';
}

/**
 * E.164: a plus, then 8 to 15 digits with the country code first (never 0).
 * The clients format and check a number for its country (libphonenumber-js);
 * this is the platform's own, country-free floor under that.
 */
export const E164_PATTERN = /^\+[1-9][0-9]{7,14}$/;
const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

function isRealPastDate(value: string, today: Date): boolean {
  const match = DATE_PATTERN.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  const isCalendarDate = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return isCalendarDate && year >= 1900 && date.getTime() <= today.getTime();
}

/** Empty strings become null; phone numbers lose their spaces and dashes (spec §5); names are trimmed. */
export function normaliseProfile(input: UserProfile): UserProfile {
  const text = (value: string | null | undefined) => (value?.trim() ? value.trim() : null);
  return {
    contactEmail: input.contactEmail?.trim() ?? '',
    name: { fullName: text(input.name?.fullName), preferredName: text(input.name?.preferredName) },
    birthDate: text(input.birthDate),
    taxNumber: text(input.taxNumber),
    phoneNumber: text(input.phoneNumber?.replace(/[\s\-().]/g, '')),
    gender: text(input.gender),
  };
}

const fieldPath: Record<ProfileFieldName, string> = {
  fullName: 'name.fullName',
  preferredName: 'name.preferredName',
  birthDate: 'birthDate',
  taxNumber: 'taxNumber',
  phoneNumber: 'phoneNumber',
  gender: 'gender',
};

/**
 * Every problem of a (normalised) profile, in form order: the contact email,
 * then each field; a field the realm requires must be present and match the
 * realm's regex; any field given must be well-formed.
 */
export function profileMessages(profile: UserProfile, required: RequiredField[], today: Date): FieldMessage[] {
  const messages: FieldMessage[] = [];
  const email = emailMessage(profile.contactEmail, 'contactEmail');
  if (email) messages.push(email);
  const rules = new Map(required.map((rule) => [rule.fieldName, rule]));
  for (const field of PROFILE_FIELD_NAMES) {
    const value = fieldValue(profile, field);
    const rule = rules.get(field);
    const path = fieldPath[field];
    if (!value) {
      if (rule) messages.push({ field: path, messageKey: rule.emptyLabelKey, message: `${field} is required` });
      continue;
    }
    const invalid = (messageKey: string) => messages.push({ field: path, messageKey, message: `${field} is not valid` });
    if (rule?.regex && !new RegExp(rule.regex).test(value)) {
      invalid(rule.errorLabelKey);
    } else if ((field === 'fullName' || field === 'preferredName') && value.length > 100) {
      invalid(rule?.errorLabelKey ?? 'nameTooLong');
    } else if (field === 'birthDate' && !isRealPastDate(value, today)) {
      invalid(rule?.errorLabelKey ?? 'invalidBirthDate');
    } else if (field === 'phoneNumber' && !E164_PATTERN.test(value)) {
      invalid(rule?.errorLabelKey ?? 'invalidPhoneNumber');
    } else if (field === 'taxNumber' && value.length > 32) {
      invalid(rule?.errorLabelKey ?? 'invalidTaxNumber');
    } else if (field === 'gender' && !(GENDERS as readonly string[]).includes(value)) {
      invalid('invalidGender');
    }
  }
  return messages;
}

/**
 * The country the holder's details most likely belong to, which the clients
 * format the phone and tax number for: the default billing address's, else
 * the account's own (from sign-up); null when neither is known.
 */
export async function detailsCountry(db: Queryable, userId: number): Promise<string | null> {
  const [row] = await db.query<{ countryCode: string | null }>(
    `select coalesce(
        (select country_code from billing_address where user_id = $1 and is_default and country_code <> 'ZZ' limit 1),
        nullif(u.country, 'ZZ')) as "countryCode"
       from app_user u where u.id = $1`,
    [userId],
  );
  return row?.countryCode ?? null;
}
