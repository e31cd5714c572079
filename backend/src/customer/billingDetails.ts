// The billing details a checkout or the account page sends with an address:
// the name and tax number on invoices, kept in step with the user profile
// (spec §4: "An address change … updates the profile tax number if different").
import type { Queryable } from '../db/database.ts';
import { ApiError } from '../http/apiError.ts';
import { realmRequiredFields } from '../account/userProfile.ts';

export interface BillingIdentity {
  fullName?: string | null;
  taxNumber?: string | null;
}

const text = (value: string | null | undefined) => (value?.trim() ? value.trim() : null);

/**
 * Checks the tax number against the realm's rule for it (spec §3 "Missing field
 * entry"), as the profile form does, so both accept the same numbers.
 */
export async function checkBillingIdentity(db: Queryable, realmId: number, identity: BillingIdentity): Promise<void> {
  const taxNumber = text(identity.taxNumber);
  if (!taxNumber) return;
  const rule = (await realmRequiredFields(db, realmId)).find((field) => field.fieldName === 'taxNumber');
  if (rule?.regex && !new RegExp(rule.regex).test(taxNumber)) {
    throw new ApiError(400, 'VALIDATION_FAILED', 'taxNumber is not valid', {
      messages: [{ field: 'taxNumber', messageKey: rule.errorLabelKey, message: 'taxNumber is not valid' }],
    });
  }
}

/** Writes the given fields into the user's profile where they differ; fields left out stay as they are. */
export async function applyBillingIdentity(db: Queryable, userId: number, identity: BillingIdentity, now: Date): Promise<void> {
  const fullName = identity.fullName === undefined ? undefined : text(identity.fullName);
  const taxNumber = identity.taxNumber === undefined ? undefined : text(identity.taxNumber);
  if (fullName === undefined && taxNumber === undefined) return;
  await db.query(
    `insert into user_profile (user_id, full_name, tax_number, updated_at) values ($1, $2, $3, $4)
     on conflict (user_id) do update set
       full_name = case when $5 then excluded.full_name else user_profile.full_name end,
       tax_number = case when $6 then excluded.tax_number else user_profile.tax_number end,
       updated_at = excluded.updated_at
     where ($5 and user_profile.full_name is distinct from excluded.full_name)
        or ($6 and user_profile.tax_number is distinct from excluded.tax_number)`,
    [userId, fullName ?? null, taxNumber ?? null, now, fullName !== undefined, taxNumber !== undefined],
  );
}

export async function billingIdentityOf(db: Queryable, userId: number): Promise<{ fullName: string | null; taxNumber: string | null }> {
  const [row] = await db.query<{ fullName: string | null; taxNumber: string | null }>(
    `select full_name as "fullName", tax_number as "taxNumber" from user_profile where user_id = $1`,
    [userId],
  );
  return row ?? { fullName: null, taxNumber: null };
}
