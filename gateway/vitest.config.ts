// The gateway's unit tests: node environment, beside the code (`*.test.ts`).
// (graphql is reached through src/lib/graphql.ts, so no alias is needed here.)
import { defineConfig } from 'vitest/config';

export default defineConfig({
  root: import.meta.dirname,
  test: {
    name: 'gateway',
    include: ['src/**/*.test.ts'],
    environment: 'node',
  },
});
