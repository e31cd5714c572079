// The registered operations the gateway serves by id: one folder per platform
// under gateway/persisted-operations/ (see its README), each holding JSON maps
// of id → document text, where the id is the SHA-256 (hex) of the text. The
// web's map (web/operations.json) is written by relay-compiler; the TV and
// mobile teams commit theirs.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { packageDirectory } from '@ringside/ops/packageDirectory';

export interface PersistedOperation {
  text: string;
  /** The folder it came from: `web`, `tv`, `ios`… */
  platform: string;
  file: string;
}

export type PersistedOperations = ReadonlyMap<string, PersistedOperation>;

export const defaultPersistedOperationsDir = join(packageDirectory('@ringside/gateway', import.meta.url), 'persisted-operations');

export function persistedOperationId(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

function mapFiles(dir: string): { platform: string; file: string }[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((platform) =>
      readdirSync(join(dir, platform.name))
        .filter((file) => file.endsWith('.json'))
        .sort()
        .map((file) => ({ platform: platform.name, file: join(dir, platform.name, file) })),
    );
}

function readAll(dir: string): Map<string, PersistedOperation> {
  const operations = new Map<string, PersistedOperation>();
  for (const { platform, file } of mapFiles(dir)) {
    const map = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
    for (const [id, text] of Object.entries(map)) {
      if (typeof text !== 'string' || persistedOperationId(text) !== id) {
        throw new Error(`${file}: "${id}" is not the SHA-256 of its operation text.`);
      }
      operations.set(id, { text, platform, file });
    }
  }
  return operations;
}

/** Changes whenever a map file is written, added or removed. */
function stampOf(dir: string): string {
  return mapFiles(dir)
    .map(({ file }) => {
      const { mtimeMs, size } = statSync(file);
      return `${file}:${mtimeMs}:${size}`;
    })
    .join('|');
}

/**
 * In development relay-compiler adds the ids of edited queries while the
 * gateway runs: an unknown id re-reads the folder when its files changed.
 * A map caught half-written is read again on the next miss.
 */
class ReloadingRegistry extends Map<string, PersistedOperation> {
  #stamp: string;

  constructor(private readonly dir: string) {
    super(readAll(dir));
    this.#stamp = stampOf(dir);
  }

  override get(id: string): PersistedOperation | undefined {
    const known = super.get(id);
    if (known) return known;
    const stamp = stampOf(this.dir);
    if (stamp === this.#stamp) return undefined;
    try {
      const fresh = readAll(this.dir);
      this.clear();
      for (const [key, operation] of fresh) this.set(key, operation);
      this.#stamp = stamp;
    } catch {
      return undefined;
    }
    return super.get(id);
  }
}

/**
 * Reads every platform's maps. An id that is not the hash of its text is a
 * registration mistake and stops the start: serving it would let a client
 * believe it runs one document while it runs another.
 */
export function loadPersistedOperations(
  dir: string = defaultPersistedOperationsDir,
  { reloadOnMiss = false }: { reloadOnMiss?: boolean } = {},
): PersistedOperations {
  return reloadOnMiss ? new ReloadingRegistry(dir) : readAll(dir);
}
