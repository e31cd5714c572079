// The schema's SDL lives in one file per domain; this module is the one place
// that knows where they are and how they become a schema.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildASTSchema, type GraphQLSchema } from 'graphql';
import { mergeTypeDefs } from '@graphql-tools/merge';
import { packageDirectory } from '@ringside/ops/packageDirectory';

// Found from the package, not from this file: the gateway's production bundle inlines this module.
const packageRoot = packageDirectory('@ringside/schema', import.meta.url);
const here = join(packageRoot, 'src');

export const sdlDirectory = here;
export const printedSchemaPath = join(packageRoot, 'schema.graphql');

export function readSdlFiles(): string[] {
  return readdirSync(here)
    .filter((file) => file.endsWith('.graphql'))
    .sort()
    .map((file) => readFileSync(join(here, file), 'utf8'));
}

export function buildSchemaFromSdlFiles(): GraphQLSchema {
  return buildASTSchema(mergeTypeDefs(readSdlFiles()));
}
