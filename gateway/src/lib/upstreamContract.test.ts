// The REST contract is the seam between gateway and backend: the gateway is
// built against backend/openapi.json, so that file must say what the backend's
// routes say today, and the gateway's types must say what the file says.
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import {
  contractPath,
  currentContract,
  printContract,
  upstreamTypesPath,
  upstreamTypesSource,
} from '../../../scripts/upstreamContract.ts';

describe('the upstream contract', () => {
  it("is the document the backend's routes describe today (else: node --import tsx scripts/upstreamContract.ts)", async () => {
    const committed = await readFile(contractPath, 'utf8');
    expect(printContract(await currentContract()) === committed).toBe(true);
  }, 60_000);

  it('is what the gateway was built against (else: npm run build -w @ringside/gateway)', async () => {
    const generated = await readFile(upstreamTypesPath, 'utf8').catch(() => '');
    expect(generated === (await upstreamTypesSource(await readFile(contractPath, 'utf8')))).toBe(true);
  });
});
