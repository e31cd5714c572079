// Rejects queries that would cost too many upstream calls before they run.
// graphql-armor limits depth, aliases, tokens and directives (see
// graphql/yogaPlugins.ts), but its cost limit weighs every field alike and
// never reads page sizes, so it cannot tell `first: 2` from `first: 50` nor a
// field answered from memory from one that calls the backend once per node.
// That is what this rule measures. The cost of a field is 1 (or
// `UPSTREAM_CALL_COST` for a field that may cost its own upstream call, see
// `upstreamCallFields`) plus the cost of its selections; a
// field with a `first` argument (a connection) multiplies its selections by
// `first` (its value, else its default, else the page maximum when given by a
// variable we cannot read). Fragments are expanded.
import {
  GraphQLError,
  Kind,
  getNamedType,
  isCompositeType,
  type ASTVisitor,
  type FieldNode,
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLCompositeType,
  type GraphQLField,
  type GraphQLSchema,
  type SelectionSetNode,
  type ValidationContext,
  type ValueNode,
} from './graphql.ts';
import { MAX_PAGE_SIZE } from './connection.ts';

export const DEFAULT_MAX_COST = 5000;

/**
 * What one upstream call counts for: a limit of 5000 then allows a few hundred
 * calls per query, where plain fields alone would allow thousands (2,500
 * aliased `section(name:)` fields, or `playback` on every card of big lists).
 */
export const UPSTREAM_CALL_COST = 10;

/**
 * Fields whose resolver may call the upstream once per occurrence (per node,
 * on a list): the root fields that read through a loader, and the per-node
 * reads no list answer includes (streams, a series, a playlist's or season's
 * own page). `Query.node` reads one id. Realm look-ups and the menu are not
 * here: one per request, from the shared cache.
 */
export const upstreamCallFields: ReadonlySet<string> = new Set([
  'Query.video',
  'Query.liveEvent',
  'Query.liveEventsConnection',
  'Query.scheduleConnection',
  'Query.guestScheduleConnection',
  'Query.epg',
  'Query.playlist',
  'Query.series',
  'Query.season',
  'Query.section',
  'Query.node',
  'Video.playback',
  'LiveEvent.playback',
  'Video.series',
  'Video.season',
  'Season.series',
  'Season.episodesConnection',
  'Playlist.videosConnection',
  'Query.oauthClient',
  'Query.customersByEmail',
  'Viewer.impersonation',
  'Viewer.continueWatching',
  'Viewer.watchHistory',
  'Video.upNext',
  // The fighter section: its root reads, and the per-node reads a list's summary
  // does not answer (a title's fighters, a fighter's profile fields and videos).
  'Query.fighters',
  'Query.fighter',
  'Query.ranking',
  'Query.rankedWeightClasses',
  'Video.fighters',
  'LiveEvent.fighters',
  'Fighter.stats',
  'Fighter.bio',
  'Fighter.rankings',
  'Fighter.upcomingEvent',
  'Fighter.sport',
  'Fighter.age',
  'Fighter.stance',
  'Fighter.videosConnection',
  'FighterRecord.winsByKnockout',
  'FighterRecord.winsBySubmission',
  'FighterRecord.winsByDecision',
  // News: a page, an article; and what only the article read alone answers (one call per card of a list).
  'Query.newsConnection',
  'Query.newsArticle',
  'NewsArticle.updatedAt',
  'NewsArticle.language',
  'NewsArticle.languages',
  'NewsArticle.body',
  'NewsArticle.related',
  'Viewer.promoNotification',
]);

interface Measure {
  cost: number;
}

function firstValue(
  field: GraphQLField<unknown, unknown> | undefined,
  node: FieldNode,
  variables: Record<string, unknown>,
): number | null {
  const definition = field?.args.find((arg) => arg.name === 'first');
  if (!definition) return null;
  const argument = node.arguments?.find((arg) => arg.name.value === 'first');
  const value: ValueNode | undefined = argument?.value;
  if (!value) return typeof definition.defaultValue === 'number' ? definition.defaultValue : MAX_PAGE_SIZE;
  if (value.kind === Kind.INT) return Number(value.value);
  if (value.kind === Kind.VARIABLE) {
    const variable = variables[value.name.value];
    return typeof variable === 'number' ? variable : MAX_PAGE_SIZE;
  }
  return MAX_PAGE_SIZE;
}

export function measureSelectionSet(
  schema: GraphQLSchema,
  parentType: GraphQLCompositeType,
  selectionSet: SelectionSetNode,
  fragments: Record<string, FragmentDefinitionNode>,
  variables: Record<string, unknown>,
  visiting: Set<string> = new Set(),
): Measure {
  let cost = 0;
  const byType = new Map<string, number>();
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD) {
      const fields = 'getFields' in parentType ? parentType.getFields() : {};
      const field = (fields as Record<string, GraphQLField<unknown, unknown>>)[selection.name.value];
      let childCost = 0;
      const childType = field ? getNamedType(field.type) : undefined;
      if (selection.selectionSet && childType && isCompositeType(childType)) {
        const child = measureSelectionSet(schema, childType, selection.selectionSet, fragments, variables, visiting);
        childCost = child.cost;
      }
      const multiplier = Math.max(firstValue(field, selection, variables) ?? 1, 1);
      const ownCost = upstreamCallFields.has(`${parentType.name}.${selection.name.value}`) ? UPSTREAM_CALL_COST : 1;
      cost += ownCost + multiplier * childCost;
    } else {
      const fragment =
        selection.kind === Kind.INLINE_FRAGMENT ? selection : fragments[selection.name.value];
      if (!fragment) continue;
      if (selection.kind === Kind.FRAGMENT_SPREAD) {
        if (visiting.has(selection.name.value)) continue;
        visiting.add(selection.name.value);
      }
      const typeName = fragment.typeCondition?.name.value;
      const type = typeName ? schema.getType(typeName) : parentType;
      const measure =
        type && isCompositeType(type)
          ? measureSelectionSet(schema, type, fragment.selectionSet, fragments, variables, visiting)
          : { cost: 0 };
      if (selection.kind === Kind.FRAGMENT_SPREAD) visiting.delete(selection.name.value);
      if (!typeName || typeName === parentType.name) {
        cost += measure.cost;
      } else {
        // `... on Video` and `... on LiveEvent` never both apply to one item: count the dearest kind.
        byType.set(typeName, (byType.get(typeName) ?? 0) + measure.cost);
      }
    }
  }
  return { cost: cost + Math.max(0, ...byType.values()) };
}

/** The cost errors of `document` with these variables: none when every operation is within `maxCost`. */
export function queryCostErrors(
  schema: GraphQLSchema,
  document: DocumentNode,
  variables: Record<string, unknown> = {},
  maxCost: number = DEFAULT_MAX_COST,
): GraphQLError[] {
  const fragments: Record<string, FragmentDefinitionNode> = {};
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments[definition.name.value] = definition;
  }
  const errors: GraphQLError[] = [];
  for (const operation of document.definitions) {
    if (operation.kind !== Kind.OPERATION_DEFINITION) continue;
    const root =
      operation.operation === 'query'
        ? schema.getQueryType()
        : operation.operation === 'mutation'
          ? schema.getMutationType()
          : schema.getSubscriptionType();
    if (!root) continue;
    const { cost } = measureSelectionSet(schema, root, operation.selectionSet, fragments, variables);
    if (cost <= maxCost) continue;
    errors.push(
      new GraphQLError(`The query would cost ${cost}; at most ${maxCost} is allowed.`, {
        nodes: [operation],
        extensions: { code: 'QUERY_TOO_COSTLY', cost, maxCost },
      }),
    );
  }
  return errors;
}

/**
 * The same check as a validation rule, for `validate(...)` outside Yoga. Not for
 * Yoga's plugins: its validation cache keys a result by document, not by the
 * variables this rule reads (graphql/yogaPlugins.ts checks the cost after it).
 */
export function createCostRule(variables: Record<string, unknown> = {}, maxCost: number = DEFAULT_MAX_COST) {
  return function QueryCostRule(context: ValidationContext): ASTVisitor {
    return {
      Document(document) {
        for (const error of queryCostErrors(context.getSchema(), document, variables, maxCost)) context.reportError(error);
      },
    };
  };
}
