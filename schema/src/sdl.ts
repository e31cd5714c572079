// The schema's SDL lives in one file per domain; this module is the one place
// that knows where they are and how they become a schema.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildASTSchema, type GraphQLSchema } from 'graphql';
import { mergeTypeDefs } from '@graphql-tools/merge';

const here = dirname(fileURLToPath(import.meta.url));

export const sdlDirectory = here;
export const printedSchemaPath = join(here, '..', 'schema.graphql');

export function readSdlFiles(): string[] {
  return readdirSync(here)
    .filter((file) => file.endsWith('.graphql'))
    .sort()
    .map((file) => readFileSync(join(here, file), 'utf8'));
}

export function buildSchemaFromSdlFiles(): GraphQLSchema {
  return buildASTSchema(mergeTypeDefs(readSdlFiles()));
}
