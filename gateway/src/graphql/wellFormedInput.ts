// Text no UTF-8 can carry (a lone surrogate: `"\ud800"` in a JSON body) is
// the client's mistake, refused at the edge as BAD_USER_INPUT naming where it
// is. Let through, it failed deep inside: encodeURIComponent throws on it (a
// gift code in the upstream's path), which the client saw as "Unexpected error".
// Envelop hooks, so HTTP and WebSocket operations are checked alike.
import { findIllFormedText } from '@ringside/ops/wellFormedText';
import type { Plugin } from 'graphql-yoga';
import { BREAK, GraphQLError, Kind, parse, visit, type ArgumentNode, type DocumentNode, type ValueNode } from '../lib/graphql.ts';

const BAD_UNICODE = 'text must be valid Unicode (it holds a lone surrogate)';

function refusal(message: string, extensions: Record<string, unknown>, at?: { error: GraphQLError; position: number }) {
  return new GraphQLError(message, {
    ...(at ? { source: at.error.source, positions: [at.position] } : {}),
    // 400, as Yoga answers a variable of the wrong type.
    extensions: { code: 'BAD_USER_INPUT', reason: 'INVALID_UNICODE', ...extensions, http: { status: 400 } },
  });
}

/** Variables arrive as JSON, where `\ud800` is a valid escape; the document's literals are the parser's. */
function illFormedVariable(variables: unknown): GraphQLError | null {
  const found = findIllFormedText(variables);
  const [name, ...rest] = found?.path ?? [];
  if (!found || typeof name !== 'string') return found ? refusal(`Variables: ${BAD_UNICODE}.`, {}) : null;
  const where = [name, ...rest].join('.');
  return refusal(`Variable "$${name}" got invalid value at "${where}"${found.inKey ? ' (a key)' : ''}: ${BAD_UNICODE}.`, {
    variableName: name,
    valuePath: where,
  });
}

const isSurrogate = (code: number) => code >= 0xd800 && code <= 0xdfff;

/**
 * What stands for a lone surrogate at `position` of a document, as text of the
 * same length meaning U+FFFD, or null when something else is there. graphql-js
 * refuses it there as a syntax error: raw (`Invalid character within String`),
 * or escaped (`\uD800`, `\u{D800}`: `Invalid Unicode escape sequence`).
 */
function loneSurrogateAt(body: string, position: number): string | null {
  if (/^\p{Surrogate}/u.test(body.slice(position, position + 2))) return '\ufffd';
  const fixed = /^\\u([0-9a-fA-F]{4})/.exec(body.slice(position, position + 6));
  if (fixed && isSurrogate(parseInt(fixed[1]!, 16))) return '\\uFFFD';
  const variable = /^\\u\{([0-9a-fA-F]{4,8})\}/.exec(body.slice(position, position + 12));
  if (variable && isSurrogate(parseInt(variable[1]!, 16))) return `\\u{${'FFFD'.padStart(variable[1]!.length, '0')}}`;
  return null;
}

/** The keys from an argument's value down to the string literal at `position`. */
function valuePathAt(node: ValueNode, position: number): (string | number)[] | null {
  if (!node.loc || position < node.loc.start || position >= node.loc.end) return null;
  if (node.kind === Kind.STRING) return [];
  const children: [string | number, ValueNode][] =
    node.kind === Kind.OBJECT ? node.fields.map((field) => [field.name.value, field.value])
    : node.kind === Kind.LIST ? node.values.map((value, index) => [index, value])
    : [];
  for (const [key, child] of children) {
    const path = valuePathAt(child, position);
    if (path) return [key, ...path];
  }
  return null;
}

interface ArgumentAt {
  /** The field or directive that takes the argument. */
  owner: string;
  argument: string;
  path: (string | number)[];
}

/** The argument whose literal holds `position`. */
function argumentAt(document: DocumentNode, position: number): ArgumentAt | null {
  let found: ArgumentAt | null = null;
  visit(document, {
    Argument(node: ArgumentNode, _key, _parent, _path, ancestors) {
      const path = valuePathAt(node.value, position);
      if (!path) return;
      const owner = ancestors.findLast((ancestor) => 'kind' in ancestor && (ancestor.kind === Kind.FIELD || ancestor.kind === Kind.DIRECTIVE));
      found = { owner: owner && 'name' in owner && owner.name ? owner.name.value : '', argument: node.name.value, path };
      return BREAK;
    },
  });
  return found;
}

/** A syntax error at a lone surrogate, told as the bad input it is; null for any other error. */
function illFormedLiteral(error: unknown, maxTokens: number): GraphQLError | null {
  if (!(error instanceof GraphQLError) || !error.source || error.positions?.length !== 1) return null;
  const position = error.positions[0]!;
  if (loneSurrogateAt(error.source.body, position) === null) return null;
  // The same text with U+FFFD (of the same length) in place of each lone
  // surrogate keeps every location, so its parse tells which argument held the first.
  let body = error.source.body;
  let next: number | undefined = position;
  let document: DocumentNode | null = null;
  for (let replaced = 0; next !== undefined && replaced < 32; replaced++) {
    const replacement = loneSurrogateAt(body, next);
    if (replacement === null) break;
    body = body.slice(0, next) + replacement + body.slice(next + replacement.length);
    try {
      document = parse(body, { maxTokens });
      next = undefined;
    } catch (again) {
      next = again instanceof GraphQLError ? again.positions?.[0] : undefined;
    }
  }
  const argument = document && argumentAt(document, position);
  if (!argument) return refusal(`The document holds a lone surrogate: ${BAD_UNICODE}.`, {}, { error, position });
  const where = [argument.argument, ...argument.path].join('.');
  return refusal(
    `Argument "${argument.argument}" of "${argument.owner}" got invalid value at "${where}": ${BAD_UNICODE}.`,
    { argumentName: argument.argument, valuePath: where },
    { error, position },
  );
}

export function useWellFormedInput({ maxTokens }: { maxTokens: number }): Plugin {
  return {
    onParse() {
      return ({ result, replaceParseResult }) => {
        const refused = illFormedLiteral(result, maxTokens);
        if (refused) replaceParseResult(refused);
      };
    },
    onExecute({ args, setResultAndStopExecution }) {
      const refused = illFormedVariable(args.variableValues);
      if (refused) setResultAndStopExecution({ errors: [refused] });
    },
    onSubscribe({ args, setResultAndStopExecution }) {
      const refused = illFormedVariable(args.variableValues);
      if (refused) setResultAndStopExecution({ errors: [refused] });
    },
  };
}
