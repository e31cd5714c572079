// The REST contract between gateway and backend, as a document: the backend's
// route schemas printed as OpenAPI (`/openapi.json`), committed at
// backend/openapi.json so the gateway builds its upstream types from a file
// and a test can tell when the document no longer matches the routes.
//
// The gateway's upstream types are generated from that file by openapi-typescript
// (`npm run build -w @ringside/gateway` → gateway/src/__generated__/upstream.ts).
//
//   node --import tsx scripts/upstreamContract.ts          writes backend/openapi.json
//   node --import tsx scripts/upstreamContract.ts --check  exits 1 when it is stale
//   node --import tsx scripts/upstreamContract.ts --types  writes the gateway's upstream types
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import openapiTS, { astToString, COMMENT_HEADER } from 'openapi-typescript';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const contractPath = fileURLToPath(new URL('../backend/openapi.json', import.meta.url));
export const upstreamTypesPath = fileURLToPath(new URL('../gateway/src/__generated__/upstream.ts', import.meta.url));

/** The document the backend's current routes describe; no database is kept. */
export async function currentContract(): Promise<object> {
  const openApiModule = fileURLToPath(new URL('../backend/src/openapi.ts', import.meta.url));
  try {
    const { openApiDocument } = (await import(pathToFileURL(openApiModule).href)) as {
      openApiDocument?: () => Promise<object>;
    };
    if (openApiDocument) return await openApiDocument();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ERR_MODULE_NOT_FOUND') throw error;
  }
  // Without a database-free builder: the real app on a throwaway PGlite directory.
  const { buildBackend } = await import('../backend/src/server.ts');
  const dataDir = await mkdtemp(join(tmpdir(), 'ringside-contract-'));
  try {
    const app = await buildBackend({ dataDir, config: { devMailbox: true, demoData: true } });
    try {
      await app.ready();
      return app.swagger() as object;
    } finally {
      await app.close();
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

/** Keys sorted at every level, so the committed file changes only when the contract does. */
function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, sortKeys((value as Record<string, unknown>)[key])]),
    );
  }
  return value;
}

/** The document as it is committed: stable key order, two-space indent, final newline. */
export function printContract(document: object): string {
  return `${JSON.stringify(sortKeys(document), null, 2)}\n`;
}

/** The TypeScript the gateway reads the contract through (`paths`, `components`). */
export async function upstreamTypesSource(printedContract: string): Promise<string> {
  const ast = await openapiTS(printedContract);
  return `${COMMENT_HEADER}${astToString(ast)}`;
}

async function main(): Promise<void> {
  if (process.argv.includes('--types')) {
    await mkdir(dirname(upstreamTypesPath), { recursive: true });
    await writeFile(upstreamTypesPath, await upstreamTypesSource(await readFile(contractPath, 'utf8')));
    return;
  }
  const printed = printContract(await currentContract());
  if (process.argv.includes('--check')) {
    const committed = await readFile(contractPath, 'utf8').catch(() => '');
    if (committed !== printed) {
      console.error('backend/openapi.json is stale: run `node --import tsx scripts/upstreamContract.ts`.');
      process.exit(1);
    }
    return;
  }
  await writeFile(contractPath, printed);
  console.log(`Wrote ${contractPath}`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
