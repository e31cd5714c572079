// The registered operations the gateway serves by id: one folder per platform
// under gateway/persisted-operations/ (see its README), each holding JSON maps
// of id → document text, where the id is the SHA-256 (hex) of the text. The
// web's map (web/operations.json) is written by relay-compiler; the TV and
// mobile teams commit theirs.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export interface PersistedOperation {
  text: string;
  /** The folder it came from: `web`, `tv`, `ios`… */
  platform: string;
  file: string;
}

export type PersistedOperations = ReadonlyMap<string, PersistedOperation>;

export const defaultPersistedOperationsDir = fileURLToPath(new URL('../../persisted-operations', import.meta.url));

export function persistedOperationId(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

/**
 * Reads every platform's maps. An id that is not the hash of its text is a
 * registration mistake and stops the start: serving it would let a client
 * believe it runs one document while it runs another.
 */
export function loadPersistedOperations(dir: string = defaultPersistedOperationsDir): PersistedOperations {
  const operations = new Map<string, PersistedOperation>();
  if (!existsSync(dir)) return operations;
  for (const platform of readdirSync(dir, { withFileTypes: true })) {
    if (!platform.isDirectory()) continue;
    const platformDir = join(dir, platform.name);
    for (const name of readdirSync(platformDir).filter((file) => file.endsWith('.json')).sort()) {
      const file = join(platformDir, name);
      const map = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
      for (const [id, text] of Object.entries(map)) {
        if (typeof text !== 'string' || persistedOperationId(text) !== id) {
          throw new Error(`${file}: "${id}" is not the SHA-256 of its operation text.`);
        }
        operations.set(id, { text, platform: platform.name, file });
      }
    }
  }
  return operations;
}
