// What the gateway lets a GraphQL request do, decided before anything runs:
// CSRF prevention, graphql-armor's limits (depth, aliases, tokens, directives,
// field suggestions), the cost of upstream calls, introspection, persisted
// operations, the roles a key grants (developer: any operation; analyst:
// read-only realm configuration) and well-formed text (wellFormedInput.ts).
// `server.ts` builds Yoga with `graphqlPlugins(policy)` and
// `graphiqlOptions(policy)`; the policy comes from the environment through
// `graphQLPolicyFromEnv`.
import { timingSafeEqual, createHash } from 'node:crypto';
import { useCSRFPrevention } from '@graphql-yoga/plugin-csrf-prevention';
import { usePersistedOperations } from '@graphql-yoga/plugin-persisted-operations';
import { EnvelopArmor } from '@escape.tech/graphql-armor';
import { createGraphQLError, type GraphQLParams, type Plugin, type YogaInitialContext } from 'graphql-yoga';
import { GraphQLError, type DocumentNode, type ValidationContext } from '../lib/graphql.ts';
import { queryCostErrors } from '../lib/queryComplexity.ts';
import { analystRule, introspectionRule } from './accessRules.ts';
import { loadPersistedOperations, type PersistedOperations } from './persistedOperations.ts';
import { useWellFormedInput } from './wellFormedInput.ts';

/** The header the web client and GraphiQL send on every request (Yoga's default name). */
export const CSRF_HEADER = 'x-graphql-yoga-csrf';
export const DEVELOPER_KEY_HEADER = 'x-ringside-developer-key';
export const ANALYST_KEY_HEADER = 'x-ringside-analyst-key';

export interface GraphQLLimits {
  /** Nesting of fields, fragments flattened (a spread adds no level of its own). */
  maxDepth: number;
  maxAliases: number;
  /** Lexical tokens of the document: bounds parsing work before any other check. */
  maxTokens: number;
  maxDirectives: number;
  /** Upstream-weighted cost, see `lib/queryComplexity.ts`. */
  maxCost: number;
}

/**
 * Sized from the web client's own operations (persistedOperations.test.ts
 * checks every registered one passes): the largest today, the section route's
 * query, is 9 levels deep, 2 aliases, 135 tokens (the frame query 166), no
 * directive, and costs 1,755 with the largest page a variable may ask for.
 * Each limit leaves room for the app to grow while refusing what no screen needs.
 */
export const defaultGraphQLLimits: GraphQLLimits = {
  maxDepth: 12,
  maxAliases: 10,
  maxTokens: 1000,
  maxDirectives: 10,
  maxCost: 5000,
};

export interface GraphQLPolicy {
  /** NODE_ENV=production: field suggestions hidden; the defaults below turn strict. */
  production: boolean;
  /** `__schema` / `__type` answered for everyone (a developer key always may). */
  introspection: boolean;
  /** GraphiQL served on GET /graphql from a browser. */
  graphiql: boolean;
  /** Only registered operations run, unless a developer or analyst key is sent. */
  persistedOnly: boolean;
  /** Keys sent in `x-ringside-developer-key`: any operation, introspection included. */
  developerKeys: readonly string[];
  /** Keys sent in `x-ringside-analyst-key`: read-only queries of realm configuration. */
  analystKeys: readonly string[];
  limits: GraphQLLimits;
  /** Registered operations by id: the web's (relay-compiler) and each platform's. */
  persistedOperations: PersistedOperations;
  /**
   * Ids this gateway's files lack, asked of the registry every gateway feeds
   * (graphql/sharedPersistedOperations.ts): tabs of another build during a rolling upgrade.
   */
  sharedOperations?: { find(id: string): Promise<string | null> };
}

/**
 * Development: everything open; production: persisted operations only, no
 * introspection, GraphiQL or suggestions. Both serve the registry's ids: the
 * web client sends nothing else.
 */
export function defaultGraphQLPolicy(
  production: boolean,
  persistedOperations: PersistedOperations = loadPersistedOperations(undefined, { reloadOnMiss: !production }),
): GraphQLPolicy {
  return {
    production,
    introspection: !production,
    graphiql: !production,
    persistedOnly: production,
    developerKeys: [],
    analystKeys: [],
    limits: defaultGraphQLLimits,
    persistedOperations,
  };
}

/** The environment variables `graphQLPolicyFromEnv` reads, for `config.ts` to validate and the README to list. */
export const graphQLPolicyEnv = {
  GRAPHQL_INTROSPECTION: 'on | off; default on in development, off in production',
  GRAPHIQL: 'on | off; default on in development, off in production',
  GRAPHQL_PERSISTED_ONLY: 'on | off; default off in development, on in production',
  RINGSIDE_DEVELOPER_KEYS: 'comma-separated keys of at least 24 characters for x-ringside-developer-key',
  RINGSIDE_ANALYST_KEYS: 'comma-separated keys of at least 24 characters for x-ringside-analyst-key',
  GRAPHQL_PERSISTED_OPERATIONS_DIR: 'folder of registered operations; default gateway/persisted-operations',
} as const;

const MIN_KEY_LENGTH = 24;

function onOff(env: Record<string, string | undefined>, name: string, fallback: boolean): boolean {
  const value = env[name]?.trim().toLowerCase();
  if (value === undefined || value === '') return fallback;
  if (value === 'on' || value === 'true' || value === '1') return true;
  if (value === 'off' || value === 'false' || value === '0') return false;
  throw new Error(`${name} must be "on" or "off" (got "${env[name]}").`);
}

function keys(env: Record<string, string | undefined>, name: string): string[] {
  const list = (env[name] ?? '').split(',').map((key) => key.trim()).filter(Boolean);
  if (list.some((key) => key.length < MIN_KEY_LENGTH)) {
    throw new Error(`${name}: every key must have at least ${MIN_KEY_LENGTH} characters.`);
  }
  return list;
}

/** The policy the environment asks for; throws one clear message for a wrong value. */
export function graphQLPolicyFromEnv(env: Record<string, string | undefined>, production: boolean): GraphQLPolicy {
  const persistedOperations = loadPersistedOperations(env['GRAPHQL_PERSISTED_OPERATIONS_DIR'] || undefined, {
    reloadOnMiss: !production,
  });
  const defaults = defaultGraphQLPolicy(production, persistedOperations);
  return {
    ...defaults,
    introspection: onOff(env, 'GRAPHQL_INTROSPECTION', defaults.introspection),
    graphiql: onOff(env, 'GRAPHIQL', defaults.graphiql),
    persistedOnly: onOff(env, 'GRAPHQL_PERSISTED_ONLY', defaults.persistedOnly),
    developerKeys: keys(env, 'RINGSIDE_DEVELOPER_KEYS'),
    analystKeys: keys(env, 'RINGSIDE_ANALYST_KEYS'),
  };
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Constant-time: comparing digests of equal length leaks neither the key nor its length. */
function holdsKey(request: Request, header: string, allowed: readonly string[]): boolean {
  const sent = request.headers.get(header);
  if (!sent || allowed.length === 0) return false;
  const sentDigest = digest(sent);
  let match = false;
  for (const key of allowed) match = timingSafeEqual(sentDigest, digest(key)) || match;
  return match;
}

export type Role = 'developer' | 'analyst' | 'client';

export function roleOf(request: Request, policy: GraphQLPolicy): Role {
  if (holdsKey(request, DEVELOPER_KEY_HEADER, policy.developerKeys)) return 'developer';
  if (holdsKey(request, ANALYST_KEY_HEADER, policy.analystKeys)) return 'analyst';
  return 'client';
}

/**
 * graphql-armor reports a limit as a bare message; each limit here reports its
 * own code instead, so a client (and the metrics by code) can tell them apart.
 */
function coded(code: string, message: string) {
  return {
    propagateOnRejection: false,
    onReject: [
      (context: ValidationContext | null) => {
        const error = new GraphQLError(message, { extensions: { code } });
        // Token counting runs in the parser, without a validation context: throwing ends the parse.
        if (!context) throw error;
        context.reportError(error);
      },
    ],
  };
}

/** The official CSRF plugin, with a code on its 403 so clients can tell it from other refusals. */
function csrfPrevention(): Plugin {
  const plugin = useCSRFPrevention({ requestHeaders: [CSRF_HEADER] });
  return {
    onRequestParse(payload) {
      try {
        return plugin.onRequestParse?.(payload);
      } catch {
        throw createGraphQLError(`Required CSRF header not present: ${CSRF_HEADER}.`, {
          extensions: { code: 'CSRF_HEADER_MISSING', http: { status: 403 } },
        });
      }
    },
  };
}

/** `{ documentId }` (the GraphQL-over-HTTP draft, what the web sends) or Apollo's `persistedQuery` extension. */
function persistedOperationId(params: GraphQLParams): string | null {
  const documentId = (params as { documentId?: unknown }).documentId;
  if (typeof documentId === 'string') return documentId;
  const hash = (params.extensions?.['persistedQuery'] as { sha256Hash?: unknown } | undefined)?.sha256Hash;
  return typeof hash === 'string' ? hash : null;
}

function persistedOperations(policy: GraphQLPolicy): Plugin {
  return usePersistedOperations({
    getPersistedOperation: (id) => policy.persistedOperations.get(id)?.text ?? policy.sharedOperations?.find(id) ?? null,
    extractPersistedOperationId: persistedOperationId,
    allowArbitraryOperations: (request) => !policy.persistedOnly || roleOf(request, policy) !== 'client',
    customErrors: {
      persistedQueryOnly: {
        message: 'Only registered operations are accepted: send a documentId.',
        extensions: { code: 'PERSISTED_QUERY_ONLY', http: { status: 403 } },
      },
      notFound: {
        message: 'No registered operation has this id.',
        extensions: { code: 'PERSISTED_QUERY_NOT_FOUND', http: { status: 404 } },
      },
      keyNotFound: {
        message: 'Send a query or the documentId of a registered operation.',
        extensions: { code: 'PERSISTED_QUERY_ID_REQUIRED', http: { status: 400 } },
      },
    },
  });
}

/** Introspection and the analyst's scope, decided per request from its keys. */
function roleRules(policy: GraphQLPolicy): Plugin {
  return {
    onValidate({ addValidationRule, context }) {
      const request = (context as Partial<YogaInitialContext>).request;
      const role = request ? roleOf(request, policy) : 'client';
      if (role === 'analyst') addValidationRule(analystRule);
      if (!policy.introspection && role !== 'developer') addValidationRule(introspectionRule);
    },
  };
}

/** Upstream calls weighted by page sizes; the request's variables size `first: $n`. */
function upstreamCost(limits: GraphQLLimits): Plugin {
  // Yoga caches a document's validation by its rules' names and the document,
  // never by variables: as a validation rule, the cost of `first: $n` would be
  // weighed with the first request's $n and that verdict served to every later
  // one. So it is weighed after validation, cached or not, and remembered per
  // document and variables (the web client sends a handful of shapes).
  const verdicts = new WeakMap<DocumentNode, Map<string, readonly GraphQLError[]>>();
  return {
    onValidate({ params: { schema, documentAST }, context }) {
      const variables = (context as { params?: { variables?: Record<string, unknown> } }).params?.variables ?? {};
      return ({ valid, setResult }) => {
        if (!valid) return;
        const key = JSON.stringify(variables);
        let byVariables = verdicts.get(documentAST);
        let errors = byVariables?.get(key);
        if (!errors) {
          errors = queryCostErrors(schema, documentAST, variables, limits.maxCost);
          if (!byVariables) verdicts.set(documentAST, (byVariables = new Map()));
          // Bounded: a client varying its variables only costs itself a fresh weighing.
          if (byVariables.size < 64 && key.length <= 512) byVariables.set(key, errors);
        }
        if (errors.length > 0) setResult([...errors]);
      };
    },
  };
}

/** The plugins every GraphQL request passes through, in order. */
export function graphqlPlugins(policy: GraphQLPolicy): Plugin[] {
  const { limits } = policy;
  const armor = new EnvelopArmor({
    maxTokens: { n: limits.maxTokens, ...coded('TOO_MANY_TOKENS', `The document has more than ${limits.maxTokens} tokens.`) },
    maxDepth: {
      n: limits.maxDepth,
      flattenFragments: true,
      ...coded('QUERY_TOO_DEEP', `The query is nested more than ${limits.maxDepth} levels deep.`),
    },
    maxAliases: { n: limits.maxAliases, ...coded('TOO_MANY_ALIASES', `The query uses more than ${limits.maxAliases} aliases.`) },
    maxDirectives: {
      n: limits.maxDirectives,
      ...coded('TOO_MANY_DIRECTIVES', `The query uses more than ${limits.maxDirectives} directives.`),
    },
    // graphql-armor's cost limit weighs every field alike and ignores page
    // sizes; `upstreamCost` counts what a query really costs: upstream calls, times `first`.
    costLimit: { enabled: false },
    // "Did you mean …?" would spell out the schema field by field where introspection is off.
    blockFieldSuggestion: { enabled: policy.production, mask: '' },
  });
  return [
    csrfPrevention(),
    persistedOperations(policy),
    ...(armor.protect().plugins as Plugin[]),
    upstreamCost(limits),
    roleRules(policy),
    useWellFormedInput({ maxTokens: limits.maxTokens }),
  ];
}

const graphiqlWelcomeQuery = `# Ringside's GraphQL API. Every answer is scoped to a realm, chosen by the
# Host header (localhost, acme.localhost) or the x-ringside-realm header, and
# to the viewer (cookies, or Authorization: Bearer for TV and mobile apps).
# The Docs panel describes every type and field.
query Welcome {
  realm {
    title
    languages { code name }
    settings { guestsAllowed fullGuestAccess hasLive }
    menu { layout items { type title section view } }
  }
  viewer { role }
}
`;

/** Yoga's `graphiql` option: false when the policy keeps it off. */
export function graphiqlOptions(policy: GraphQLPolicy) {
  if (!policy.graphiql) return false as const;
  return {
    title: 'Ringside GraphQL',
    headers: JSON.stringify({ [CSRF_HEADER]: '1' }),
    defaultQuery: graphiqlWelcomeQuery,
  };
}

/** Whether `__schema` / `__type` are answered without a developer key. */
export function introspectionEnabled(policy: GraphQLPolicy): boolean {
  return policy.introspection;
}
