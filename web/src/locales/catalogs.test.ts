// @vitest-environment node
import { getCatalogs } from '@lingui/cli/api';
import { getConfig } from '@lingui/conf';
import { beforeAll, describe, expect, it } from 'vitest';
import { linguiOptions } from '../../vite.config.ts';

type Catalog = Awaited<ReturnType<typeof getCatalogs>>[number];
type Messages = Awaited<ReturnType<Catalog['read']>>;

let catalog: Catalog;
let committed: Record<string, Messages>;

/** Messages the catalog still uses (`lingui extract` keeps unused ones as obsolete). */
function current(messages: Messages) {
  return Object.entries(messages).filter(([, message]) => !message.obsolete);
}

beforeAll(async () => {
  const catalogs = await getCatalogs(getConfig(linguiOptions));
  expect(catalogs).toHaveLength(1);
  catalog = catalogs[0]!;
  committed = await catalog.readAll();
});

describe('the committed translations', () => {
  it.each(['pt', 'es'])('translate every English message into %s', (locale) => {
    const translations = committed[locale]!;
    const untranslated = current(committed.en!)
      .filter(([id]) => !translations[id]?.translation?.trim())
      .map(([id, message]) => `${id}: ${message.message ?? message.translation}`);
    expect(untranslated).toEqual([]);
  });

  it('hold every message the sources use today', async () => {
    // Extraction only reads the sources; the catalogs on disk stay as they are.
    const extracted = (await catalog.collect()) ?? {};
    expect(Object.keys(extracted).length).toBeGreaterThan(0);
    for (const locale of ['en', 'pt', 'es']) {
      const known = new Set(current(committed[locale]!).map(([id]) => id));
      const missing = Object.entries(extracted)
        .filter(([id]) => !known.has(id))
        .map(([id, message]) => `${locale} ${id}: ${message.message}`);
      expect(missing).toEqual([]);
    }
  }, 20_000);
});
