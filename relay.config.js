// The Relay compiler reads the web client's GraphQL against the printed schema
// (produced by `npm run build -w @ringside/schema`) and writes typed artifacts
// beside each component in __generated__/ folders.
// Named exports, not `export default`: relay-compiler loads this file with
// require(), and Node's require of an ES module with a default export adds an
// `__esModule` key that the compiler rejects.
export const src = './web/src';
export const schema = './schema/schema.graphql';
export const language = 'typescript';
export const eagerEsModules = true;
export const excludes = ['**/node_modules/**', '**/__generated__/**'];
