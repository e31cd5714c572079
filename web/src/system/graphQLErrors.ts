// Errors the gateway reports with an `extensions.code` (spec §8 codes). The
// network layer turns an error on a page's root field into a typed error so
// routes can show the right screen: NOT_FOUND → not-found page,
// UNAUTHENTICATED → sign-in placeholder, anything else → a generic error view.

export interface GraphQLErrorPayload {
  message: string;
  path?: ReadonlyArray<string | number>;
  extensions?: { code?: string; [key: string]: unknown };
}

export class GraphQLCodedError extends Error {
  readonly code: string;
  /** `extensions.reason`: why a FORBIDDEN was refused (GUEST_ACCESS_DENIED, …). */
  readonly reason: string | null;
  readonly errors: ReadonlyArray<GraphQLErrorPayload>;

  constructor(code: string, errors: ReadonlyArray<GraphQLErrorPayload>) {
    super(errors[0]?.message ?? code);
    this.name = 'GraphQLCodedError';
    this.code = code;
    const reason = errors[0]?.extensions?.reason;
    this.reason = typeof reason === 'string' ? reason : null;
    this.errors = errors;
  }
}

/** Raised when the gateway cannot be reached or answers with a non-JSON failure. */
export class NetworkError extends Error {
  readonly status: number | null;

  constructor(message: string, status: number | null) {
    super(message);
    this.name = 'NetworkError';
    this.status = status;
  }
}

/**
 * The coded error that should fail the whole operation, if any: an error on a
 * root field (path of length 1), or an error without a path at all (the request
 * itself failed). Errors deeper in the tree (a video's `playback`, say) are left
 * to the components that read those fields with `@catch`.
 */
export function operationError(
  errors: ReadonlyArray<GraphQLErrorPayload> | undefined,
  hasData: boolean,
): GraphQLCodedError | null {
  if (!errors || errors.length === 0) return null;
  const fatal = errors.find((error) => !error.path || error.path.length <= 1);
  if (!fatal && hasData) return null;
  const chosen = fatal ?? errors[0]!;
  // The chosen error goes first: its message and reason describe the failure.
  return new GraphQLCodedError(chosen.extensions?.code ?? 'INTERNAL_SERVER_ERROR', [
    chosen,
    ...errors.filter((error) => error !== chosen),
  ]);
}

export function errorCode(error: unknown): string | null {
  if (error instanceof GraphQLCodedError) return error.code;
  return null;
}
