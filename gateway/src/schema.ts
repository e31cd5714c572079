// The executable schema: the contract's SDL (@ringside/schema, schema/src/*.graphql) with the
// gateway's resolvers.
import { makeExecutableSchema } from '@graphql-tools/schema';
import { readSdlFiles } from '@ringside/schema/sdl';
import { resolvers } from './resolvers.ts';

export function createSchema() {
  return makeExecutableSchema({
    typeDefs: readSdlFiles(),
    resolvers: resolvers as Parameters<typeof makeExecutableSchema>[0]['resolvers'],
    resolverValidationOptions: { requireResolversToMatchSchema: 'error' },
  });
}
