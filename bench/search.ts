// How long the backend takes to answer a search (GET /api/v2/search, token
// check included, no network): p50 and p99 over a mix of queries a fan types —
// exact titles, names with typos, half words, Portuguese and Spanish, a type
// filter, a second page — first on the demo catalogue, then after 100,000
// generated videos (three languages each: 300,000 index rows) and a rebuild of
// the index, all in a throwaway in-memory PGlite. Also how long that rebuild
// and the popular empty state (GET /api/v2/popular) take at that size.
// Budgets: search p50 ≤ 20 ms and p99 ≤ 100 ms at 100k; popular p50 ≤ 50 ms.
// Like every timing bench here, the figures mean something on a quiet machine
// only (it prints the load first); tests stay free of timing.
//
// Run: npm run bench:search   (ITEMS=20000 ROUNDS=5 to change the size and the repetitions)
import { availableParallelism, loadavg } from 'node:os';
import type { FastifyInstance } from 'fastify';
import { openPgliteDatabase } from '../backend/src/db/pgliteDatabase.ts';
import { rebuildSearchIndex } from '../backend/src/search/searchIndex.ts';
import { buildBackend } from '../backend/src/server.ts';

const ITEMS = Number(process.env.ITEMS ?? 100_000);
const ROUNDS = Number(process.env.ROUNDS ?? 10);
export const SEARCH_P50_BUDGET_MS = 20;
export const SEARCH_P99_BUDGET_MS = 100;
export const POPULAR_P50_BUDGET_MS = 50;

/** [language, query, extra parameters]: what fans type, hits and misses alike. */
const queries: [string, string, string][] = [
  ['en', 'Road to the Belt', ''],
  ['en', 'diego navarro', ''],
  ['en', 'diego navaro', ''],
  ['en', 'liam oconor', ''],
  ['en', 'herera', ''],
  ['en', 'heavyw', ''],
  ['en', 'knock', ''],
  ['en', 'fight', '&page=1'],
  ['en', 'fight night', '&type=LIVE_EVENT'],
  ['en', 'kickboxing esentials', ''],
  ['en', 'full fight', '&type=VOD_VIDEO&hitsPerPage=50'],
  ['en', 'xyzzy plugh', ''],
  ['pt', 'analise navarro', ''],
  ['pt', 'nocautes do ano', ''],
  ['pt', 'luta completa', ''],
  ['es', 'análisis watanabe', ''],
  ['es', 'peleas por el titulo', ''],
  ['es', 'campeones', ''],
];

const contract = (language: string, token: string) => ({
  'x-api-key': 'ringside-demo-key',
  realm: 'ringside',
  'x-app': 'bench',
  'x-app-version': '1.0.0',
  'x-device-id': 'bench-device',
  'accept-language': language,
  authorization: `Bearer ${token}`,
});

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

async function time(app: FastifyInstance, url: string, language: string, token: string): Promise<number> {
  const started = performance.now();
  const response = await app.inject({ url, headers: contract(language, token) });
  const elapsed = performance.now() - started;
  if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
  return elapsed;
}

async function measureSearch(app: FastifyInstance, token: string) {
  const urls = queries.map(([language, query, extra]) => [language, `/api/v2/search?query=${encodeURIComponent(query)}${extra}`] as const);
  for (const [language, url] of urls) await time(app, url, language, token); // warm-up: plans, caches
  const samples: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    for (const [language, url] of urls) samples.push(await time(app, url, language, token));
  }
  samples.sort((a, b) => a - b);
  return { p50: percentile(samples, 50), p99: percentile(samples, 99), count: samples.length };
}

async function measurePopular(app: FastifyInstance, token: string) {
  await time(app, '/api/v2/popular', 'en', token);
  const samples: number[] = [];
  for (let round = 0; round < Math.max(3, Math.ceil(ROUNDS / 2)); round++) samples.push(await time(app, '/api/v2/popular', 'en', token));
  samples.sort((a, b) => a - b);
  return { p50: percentile(samples, 50) };
}

/**
 * ITEMS videos on ringside in one statement, titled from pools of names and
 * words in three languages, so that every query above finds some and ranking
 * has many near-equals to sort; ratings vary, as visibility filters them.
 */
async function generateVideos(database: Awaited<ReturnType<typeof openPgliteDatabase>>, count: number) {
  await database.query(
    `with pools as (
       select array['Diego','Ana','Malik','Kenji','Rafael','Valentina','Yusuf','Liam','Tomás','Chloe','Ivan','Maya','Sasha','Jake',
                    'Gabriel','Lucía','João','Aoi','Emiliano','Marcus','Bram','Noor','Kofi','Ines','Mateus','Olga','Pedro','Zara'] as firsts,
              array['Navarro','Lima','Johnson','Watanabe','Costa','Cruz','Demir','O''Connor','Herrera','Martin','Petrov','Okafor',
                    'Kovalenko','Morrison','Silva','Fernández','Reyes','Tanaka','Hale','Visser','Mensah','Haddad','Novak','Lindqvist',
                    'Ortega','Sorokina','Adeyemi','Ellis','Reed','Moreau','Kaya','Dubois'] as lasts,
              array['Full Fight','Knockout Highlights','Film Study','Weigh-ins','Press Conference','Training Camp','Rematch',
                    'Title Fight','Classic Rewind','Road to Glory','Fight Night','Main Event','Prelims','Post-fight Interview'] as en_words,
              array['Luta Completa','Melhores Nocautes','Análise','Pesagem','Coletiva','Campo de Treino','Revanche',
                    'Luta de Cinturão','Clássico','Rumo à Glória','Noite de Lutas','Luta Principal','Preliminares','Entrevista'] as pt_words,
              array['Pelea Completa','Mejores Nocauts','Análisis','Pesaje','Conferencia','Campamento','Revancha',
                    'Pelea por el Título','Clásico','Camino a la Gloria','Noche de Peleas','Evento Estelar','Preliminares','Entrevista'] as es_words
     ),
     generated as (
       select 100000 + n as id, p.firsts[1 + n % 28] || ' ' || p.lasts[1 + (n / 28) % 32] as a,
              p.firsts[1 + (n / 7) % 28] || ' ' || p.lasts[1 + (n / 3) % 32] as b, 1 + (n / 11) % 14 as w, n, p.*
         from generate_series(1, $1::int) n cross join pools p
     )
     insert into video (id, realm_id, title, description, duration, release_date, tags, sport, age_rating)
     select id, 1,
            jsonb_build_object('en', a || ' vs ' || b || ': ' || en_words[w] || ' ' || n,
                               'pt', a || ' x ' || b || ': ' || pt_words[w] || ' ' || n,
                               'es', a || ' vs ' || b || ': ' || es_words[w] || ' ' || n),
            jsonb_build_object('en', 'Bout ' || n || ' between ' || a || ' and ' || b || ', round by round.',
                               'pt', 'Luta ' || n || ' entre ' || a || ' e ' || b || ', assalto por assalto.',
                               'es', 'Pelea ' || n || ' entre ' || a || ' y ' || b || ', asalto por asalto.'),
            300 + n % 3000, now() - (n % 3650) * interval '1 day', array[(array['MMA','Boxing','Kickboxing'])[1 + n % 3]],
            (array['MMA','Boxing','Kickboxing'])[1 + n % 3], (array[0, 7, 12, 16, 18])[1 + n % 5]
       from generated`,
    [count],
  );
}

const database = await openPgliteDatabase();
try {
  const app = await buildBackend({ database, config: { logLevel: 'silent', demoData: true } });
  try {
    const { authorization: _none, ...guestHeaders } = contract('en', '');
    const checkIn = await app.inject({ method: 'POST', url: '/api/v2/login/guest/checkin', headers: guestHeaders });
    if (checkIn.statusCode !== 200) throw new Error(`guest check-in: ${checkIn.statusCode} ${checkIn.body}`);
    const token = checkIn.json<{ authorisationToken: string }>().authorisationToken;

    // Figures from a busy machine are not comparable: say how busy it was.
    console.log(`load average ${loadavg()[0]!.toFixed(1)} on ${availableParallelism()} CPUs`);
    const demo = await measureSearch(app, token);
    console.log(`search at the demo catalogue: p50 ${demo.p50.toFixed(1)} ms, p99 ${demo.p99.toFixed(1)} ms (${demo.count} searches)`);

    let started = performance.now();
    await generateVideos(database, ITEMS);
    // What autovacuum would do after such a load on PostgreSQL (PGlite has none).
    await database.exec('analyze video');
    const generated = performance.now() - started;
    started = performance.now();
    await rebuildSearchIndex(database);
    const rebuilt = performance.now() - started;
    const [rows] = await database.query<{ n: number }>('select count(*)::int as n from search_document');
    console.log(
      `generated ${ITEMS.toLocaleString('en')} videos in ${(generated / 1000).toFixed(1)} s; ` +
        `index rebuilt (${rows!.n.toLocaleString('en')} rows) in ${(rebuilt / 1000).toFixed(1)} s`,
    );

    const large = await measureSearch(app, token);
    const popular = await measurePopular(app, token);
    const within = large.p50 <= SEARCH_P50_BUDGET_MS && large.p99 <= SEARCH_P99_BUDGET_MS && popular.p50 <= POPULAR_P50_BUDGET_MS;
    console.log(
      `search at ${ITEMS.toLocaleString('en')} items: p50 ${large.p50.toFixed(1)} ms (budget ≤ ${SEARCH_P50_BUDGET_MS}), ` +
        `p99 ${large.p99.toFixed(1)} ms (budget ≤ ${SEARCH_P99_BUDGET_MS}) (${large.count} searches)`,
    );
    console.log(`popular at ${ITEMS.toLocaleString('en')} items: p50 ${popular.p50.toFixed(1)} ms (budget ≤ ${POPULAR_P50_BUDGET_MS})`);
    process.exitCode = within ? 0 : 1;
  } finally {
    await app.close();
  }
} finally {
  await database.close();
}
