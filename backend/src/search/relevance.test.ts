// Relevance is tested, not assumed: each query of relevance.json is one a fan
// would type (exact titles, fighters' names with and without typos, words in
// Portuguese and Spanish with and without their accents, half-typed words),
// searched on the seeded demo by the realm's signed-in customer in that
// language; the title it names must be among the first three hits. Changing
// ranking or the seed? Run this, and add the query that made you do it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database.ts';
import { openMigratedPglite } from '../testing/migratedPglite.ts';
import { bearer, headers, signInCustomer, testBackend, type TestBackend } from '../testing/testBackend.ts';
import cases from './relevance.json' with { type: 'json' };

interface RelevanceCase {
  realm: string;
  language: string;
  query: string;
  expected: { type: string; id: string };
  why: string;
}

const TOP = 3;

// Both a first start, which writes the demo, and a second start on the same
// data, which re-indexes only its re-anchored live events: that once emptied
// the vocabulary of every other title, so typos in video titles went uncorrected.
for (const start of ['a first start', 'a restart on the same data'] as const) {
  describe(`search relevance on the demo catalogue, after ${start}`, () => {
    let backend: TestBackend;
    let database: Database | undefined;
    const customers = new Map<string, Record<string, string>>();

    beforeAll(async () => {
      if (start === 'a restart on the same data') {
        database = await openMigratedPglite();
        await (await testBackend({ database })).close();
      }
      backend = await testBackend(database ? { database } : {});
      for (const realm of new Set((cases as RelevanceCase[]).map((c) => c.realm))) {
        customers.set(realm, bearer(await signInCustomer(backend, realm)));
      }
    });
    afterAll(async () => {
      await backend.close();
      await database?.close();
    });

    it('has at least 14 queries, in every language of the demo', () => {
      expect(cases.length).toBeGreaterThanOrEqual(14);
      expect(new Set((cases as RelevanceCase[]).map((c) => `${c.realm}/${c.language}`))).toEqual(
        new Set(['ringside/en', 'ringside/pt', 'ringside/es', 'acme/en']),
      );
    });

    for (const c of cases as RelevanceCase[]) {
      it(`${c.realm}/${c.language} "${c.query}" finds ${c.expected.type} ${c.expected.id} in the top ${TOP}: ${c.why}`, async () => {
        const response = await backend.app.inject({
          url: `/api/v2/search?query=${encodeURIComponent(c.query)}&hitsPerPage=${TOP}`,
          headers: { ...headers(c.realm, { 'accept-language': c.language }), ...customers.get(c.realm)! },
        });
        expect(response.statusCode).toBe(200);
        const top = (response.json().hits as { type: string; id: string; title: string }[]).map((hit) => `${hit.type}:${hit.id} ${hit.title}`);
        const wanted = `${c.expected.type}:${c.expected.id}`;
        expect(
          top.some((hit) => hit.startsWith(`${wanted} `)),
          `"${c.query}" (${c.realm}/${c.language}) should find ${wanted} in its top ${TOP}; it found:\n  ${top.join('\n  ') || '(nothing)'}`,
        ).toBe(true);
      });
    }
  });
}
