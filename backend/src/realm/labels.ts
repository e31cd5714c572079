import type { Queryable } from '../db/database.ts';
import { localise, type LocalisedText } from '../i18n/language.ts';
import type { Realm } from './realmRepository.ts';

/** The realm's interface labels (`{key: text}`) in one language. */
export async function realmLabels(db: Queryable, realm: Realm, language: string): Promise<Record<string, string>> {
  const rows = await db.query<{ key: string; texts: LocalisedText }>(
    'select key, texts from label where realm_id = $1 order by key',
    [realm.id],
  );
  return Object.fromEntries(rows.map((row) => [row.key, localise(row.texts, language, realm.defaultLanguage)]));
}
