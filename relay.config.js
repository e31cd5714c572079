// The Relay compiler reads the web client's GraphQL against the printed schema
// (produced by `npm run build -w @ringside/schema`) and writes typed artifacts
// beside each component in __generated__/ folders.
export default {
  src: './web/src',
  schema: './schema/schema.graphql',
  language: 'typescript',
  eagerEsModules: true,
  excludes: ['**/node_modules/**', '**/__generated__/**'],
};
