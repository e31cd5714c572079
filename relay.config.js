// The Relay compiler reads the web client's GraphQL against the printed schema
// (produced by `npm run build -w @ringside/schema`) and writes typed artifacts
// beside each component in __generated__/ folders.
// Named exports, not `export default`: relay-compiler loads this file with
// require(), and Node's require of an ES module with a default export adds an
// `__esModule` key that the compiler rejects.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

export const src = './web/src';
export const schema = './schema/schema.graphql';
export const language = 'typescript';
export const eagerEsModules = true;
export const excludes = ['**/node_modules/**', '**/__generated__/**'];
// Every operation is persisted: its text goes to this map and the artifact
// keeps only its id, which is all the web client sends. The map holds the
// operations of test files too, so the gateway's registry of the web platform
// (gateway/persisted-operations/web/, see the README there) takes only the
// app's own from it: scripts/shippedWebOperations.ts, run after this compiler
// by `npm run relay -w @ringside/web`. The map is generated like the artifacts
// (gitignored); relay-compiler adds to it but refuses to start without it, so
// a fresh clone gets an empty one here.
const persistedOperationsFile = './web/.relay/operations.json';
const persistedOperationsPath = fileURLToPath(new URL(persistedOperationsFile, import.meta.url));
if (!existsSync(persistedOperationsPath)) {
  mkdirSync(dirname(persistedOperationsPath), { recursive: true });
  writeFileSync(persistedOperationsPath, '{}\n');
}
export const persistConfig = { file: persistedOperationsFile, algorithm: 'SHA256' };
