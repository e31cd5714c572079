// Merges the per-domain SDL files into the one printed schema that the web
// client's Relay compiler and GraphiQL users read. Run by `npm run build`.
import { writeFileSync } from 'node:fs';
import { printSchema, lexicographicSortSchema } from 'graphql';
import { buildSchemaFromSdlFiles, printedSchemaPath } from './sdl.ts';

const printed = printSchema(lexicographicSortSchema(buildSchemaFromSdlFiles()));
writeFileSync(printedSchemaPath, `${printed}\n`);
console.log(`schema: wrote ${printedSchemaPath}`);
