// Registers a platform's operations: reads .graphql files (one operation, with
// its fragments, per file), checks each against the current schema and the
// gateway's limits, and writes them into <platform>/operations.json under
// their SHA-256 id. Usage, from the repository root:
//   node --import tsx gateway/persisted-operations/register.ts tv path/to/*.graphql
import { readFileSync, writeFileSync, mkdirSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { defaultPersistedOperationsDir, persistedOperationId } from '../src/graphql/persistedOperations.ts';
import { operationProblems } from '../src/graphql/operationCheck.ts';

const [platform, ...files] = process.argv.slice(2);
if (!platform || !/^[a-z][a-z0-9-]*$/.test(platform) || platform === 'web' || files.length === 0) {
  console.error('Usage: register.ts <platform: tv, ios, android…; not web> <file.graphql>…');
  process.exit(2);
}
const dir = join(defaultPersistedOperationsDir, platform);
const file = join(dir, 'operations.json');
const map: Record<string, string> = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
let failed = false;
for (const path of files) {
  // The text is registered exactly as the app will hash it: byte for byte.
  const text = readFileSync(path, 'utf8');
  const problems = operationProblems(text);
  if (problems.length > 0) {
    failed = true;
    console.error(`${path}:\n  ${problems.join('\n  ')}`);
    continue;
  }
  const id = persistedOperationId(text);
  map[id] = text;
  console.log(`${id}  ${path}`);
}
if (failed) process.exit(1);
mkdirSync(dir, { recursive: true });
const sorted = Object.fromEntries(Object.entries(map).sort(([a], [b]) => a.localeCompare(b)));
writeFileSync(file, `${JSON.stringify(sorted, null, 2)}\n`);
