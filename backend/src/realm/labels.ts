import type { Queryable } from '../db/database.ts';
import { localise, type LocalisedText } from '../i18n/language.ts';
import { defaultLabels } from '../seed/labels.ts';
import type { Realm } from './realmRepository.ts';

export interface LabelRow {
  key: string;
  texts: LocalisedText;
}

/** SQL: the realm's labels (realm id at `realmParam`) as one JSON array of LabelRow, for a statement that reads more. */
export function labelRowsSql(realmParam: string): string {
  return `(select coalesce(jsonb_agg(jsonb_build_object('key', key, 'texts', texts) order by key), '[]'::jsonb)
             from label where realm_id = ${realmParam})`;
}

/** The realm's interface labels (`{key: text}`) in one language. */
export function labelsJson(rows: LabelRow[], realm: Realm, language: string): Record<string, string> {
  return Object.fromEntries(rows.map((row) => [row.key, localise(row.texts, language, realm.defaultLanguage)]));
}

/**
 * The realm's own wording in one language: the labels whose text is not the
 * platform's default (its realm file's `labels` overrides, and keys the
 * platform has no default for). The label table keeps the two merged (every
 * client reads the whole set from `labels`); clients that carry the platform's
 * texts in their own catalogs (the web) need only these, laid on top.
 */
export function labelOverridesJson(rows: LabelRow[], realm: Realm, language: string): Record<string, string> {
  return Object.fromEntries(
    Object.entries(labelsJson(rows, realm, language)).filter(([key, text]) => {
      const platform = defaultLabels[key];
      return !platform || localise(platform, language, realm.defaultLanguage) !== text;
    }),
  );
}

export async function realmLabels(db: Queryable, realm: Realm, language: string): Promise<Record<string, string>> {
  const [row] = await db.query<{ labels: LabelRow[] }>(`select ${labelRowsSql('$1')} as labels`, [realm.id]);
  return labelsJson(row?.labels ?? [], realm, language);
}
