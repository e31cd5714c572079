// The demo realms' account rules: which profile fields ringside requires (its
// viewers are mostly in Brazil, so a CPF-style tax number, spec §5: digits only,
// grouped 3.3.3-2, 11 digits; and a phone number, E.164) and its consent prompt (terms required, email
// marketing optional). Acme asks for neither. The demo accounts start with a
// complete profile and the terms accepted, so that signing into them never
// opens the missing-details or consent modal; a new account does see both.
import type { Queryable } from '../db/database.ts';
import { createAccount, findAccountByEmail } from '../user/accounts.ts';
import { demoAccounts } from './demoAccounts.ts';

/**
 * A ringside customer from before the realm asked for details and terms: no
 * profile, no consent answers. Signing in shows the missing-details modal, then
 * the consent modal (the e2e story of tests/e2e/account.test.ts).
 */
export const legacyDemoAccount = { realm: 'ringside', email: 'legacy@ringside.test', password: 'ringside-legacy', profileName: 'Robin' };

/**
 * A Brazilian ringside customer (the account's country is BR) who gave a name
 * and a birth date but neither the phone number nor the tax number ringside
 * requires: the missing-details modal asks for just those two, formatted for
 * Brazil (tests/e2e/missingDetails.test.ts).
 */
export const missingDetailsDemoAccount = {
  realm: 'ringside',
  email: 'details@ringside.test',
  password: 'ringside-details',
  profileName: 'Bia',
  fullName: 'Beatriz Costa',
  birthDate: '1988-09-14',
  country: 'BR',
};

interface RequiredFieldSeed {
  fieldName: string;
  regex: string | null;
  emptyLabelKey?: string;
  errorLabelKey?: string;
}

const requiredFields: Record<string, RequiredFieldSeed[]> = {
  ringside: [
    { fieldName: 'fullName', regex: '^\\S.{0,98}\\S$' },
    { fieldName: 'birthDate', regex: '^\\d{4}-\\d{2}-\\d{2}$', errorLabelKey: 'invalidBirthDate' },
    {
      fieldName: 'taxNumber',
      regex: '^\\d{3}\\.\\d{3}\\.\\d{3}-\\d{2}$',
      emptyLabelKey: 'taxNumberIsRequired',
      errorLabelKey: 'taxNumberIsInvalid',
    },
    // E.164, as the platform stores every phone number; the clients check it for the chosen country first.
    { fieldName: 'phoneNumber', regex: '^\\+[1-9]\\d{7,14}$', errorLabelKey: 'invalidPhoneNumber' },
  ],
  acme: [],
};

const consentPrompt: Record<string, { fieldName: string; required: boolean; functionalPurpose: string }[]> = {
  ringside: [
    { fieldName: 'termsAndConditions', required: true, functionalPurpose: 'TERMS_AND_CONDITIONS' },
    { fieldName: 'emailMarketing', required: false, functionalPurpose: 'EMAIL_MARKETING' },
  ],
  acme: [],
};

const demoProfiles: Record<string, { fullName: string; birthDate: string; taxNumber: string; phoneNumber: string }> = {
  'fan@ringside.test': { fullName: 'Sam Rivera', birthDate: '1990-04-12', taxNumber: '123.456.789-09', phoneNumber: '+5511987650001' },
  'admin@ringside.test': { fullName: 'Ringside Admin', birthDate: '1985-01-01', taxNumber: '987.654.321-00', phoneNumber: '+5511987650002' },
};

export async function seedAccountSettings(tx: Queryable, now: Date): Promise<void> {
  for (const [realmName, fields] of Object.entries(requiredFields)) {
    const [realm] = await tx.query<{ id: number }>('select id from realm where name = $1', [realmName]);
    if (!realm) continue;
    await tx.query('delete from realm_required_field where realm_id = $1', [realm.id]);
    for (const [position, field] of fields.entries()) {
      await tx.query(
        `insert into realm_required_field (realm_id, field_name, position, regex, empty_label_key, error_label_key)
         values ($1, $2, $3, $4, $5, $6)`,
        [realm.id, field.fieldName, position, field.regex, field.emptyLabelKey ?? 'requiredField', field.errorLabelKey ?? 'invalidFieldValue'],
      );
    }
    // Upserted by name, never deleted: answers refer to the fields.
    for (const [position, field] of (consentPrompt[realmName] ?? []).entries()) {
      await tx.query(
        `insert into consent_prompt_field (realm_id, field_name, required, functional_purpose, position)
         values ($1, $2, $3, $4, $5)
         on conflict (realm_id, field_name) do update
           set required = excluded.required, functional_purpose = excluded.functional_purpose, position = excluded.position`,
        [realm.id, field.fieldName, field.required, field.functionalPurpose, position],
      );
    }
  }

  const [ringside] = await tx.query<{ id: number }>('select id from realm where name = $1', [legacyDemoAccount.realm]);
  if (ringside && !(await findAccountByEmail(tx, ringside.id, legacyDemoAccount.email))) {
    await createAccount(tx, { ...legacyDemoAccount, realmId: ringside.id, role: 'CUSTOMER', status: 'ACTIVE' });
  }
  if (ringside && !(await findAccountByEmail(tx, ringside.id, missingDetailsDemoAccount.email))) {
    const account = missingDetailsDemoAccount;
    const userId = await createAccount(tx, { ...account, realmId: ringside.id, role: 'CUSTOMER', status: 'ACTIVE' });
    await tx.query('update app_user set country = $2 where id = $1', [userId, account.country]);
    await tx.query(`insert into user_profile (user_id, full_name, preferred_name, birth_date) values ($1, $2, $3, $4::date)`, [
      userId,
      account.fullName,
      account.profileName,
      account.birthDate,
    ]);
    await tx.query(
      `insert into consent_answer (user_id, field_id, answer, answered_at)
       select $1, id, case when required then 'true' else 'false' end, $3 from consent_prompt_field where realm_id = $2`,
      [userId, ringside.id, now],
    );
  }

  // Demo accounts: written once, so what a viewer changes survives a restart.
  for (const account of demoAccounts) {
    const [user] = await tx.query<{ id: number; realmId: number }>(
      `select u.id, u.realm_id as "realmId" from app_user u join realm r on r.id = u.realm_id
        where r.name = $1 and lower(u.email) = lower($2)`,
      [account.realm, account.email],
    );
    if (!user) continue;
    const profile = demoProfiles[account.email];
    // A database seeded before ringside required a phone number gets the demo's, so the demo customers stay unasked.
    await tx.query(
      `insert into user_profile (user_id, full_name, preferred_name, birth_date, tax_number, phone_number)
       values ($1, $2, $3, $4::date, $5, $6)
       on conflict (user_id) do update set phone_number = coalesce(user_profile.phone_number, excluded.phone_number)`,
      [
        user.id,
        profile?.fullName ?? account.profileName,
        account.profileName,
        profile?.birthDate ?? null,
        profile?.taxNumber ?? null,
        profile?.phoneNumber ?? null,
      ],
    );
    await tx.query(
      `insert into consent_answer (user_id, field_id, answer, answered_at)
       select $1, id, case when required then 'true' else 'false' end, $3
         from consent_prompt_field where realm_id = $2
       on conflict (user_id, field_id) do nothing`,
      [user.id, user.realmId, now],
    );
  }
}
