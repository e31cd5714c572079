// One subscriber's stream of answers, as the GraphQL executor reads it (an
// async iterator): the subscription pushes answers in, Yoga or graphql-ws
// pulls them out, and whoever ends it first (the client going away, the token
// expiring, a failed first read) runs the cleanup once.
//
// Why not Repeater (graphql-yoga re-exports it): a change reaches every
// subscriber of a realm in the same instant, and Repeater's push makes some
// eight promises and as many closures for each (it supports pushes that wait
// for the consumer, which nothing here needs). At a thousand subscribers that
// was a sixth of what a change cost the gateway (bench/subscriptions.ts).
// This one makes at most one promise per answer.

/** A client that reads slower than changes come keeps the newest this many answers. */
export const ANSWERS_KEPT = 32;

export interface AnswerStream<T> extends AsyncIterableIterator<T> {
  /** Hands an answer to the reader, or keeps it until the reader asks (the oldest dropped past ANSWERS_KEPT). */
  push(answer: T): void;
  /** No more answers: the reader gets those kept, then the end. Runs the cleanup. */
  end(): void;
}

export function createAnswerStream<T>(cleanup: () => void): AnswerStream<T> {
  const kept: T[] = [];
  let reader: ((result: IteratorResult<T, undefined>) => void) | null = null;
  let ended = false;
  const done: IteratorResult<T, undefined> = { value: undefined, done: true };

  const end = () => {
    if (ended) return;
    ended = true;
    cleanup();
    reader?.(done);
    reader = null;
  };

  return {
    push(answer) {
      if (ended) return;
      if (reader) {
        const waiting = reader;
        reader = null;
        waiting({ value: answer, done: false });
        return;
      }
      kept.push(answer);
      if (kept.length > ANSWERS_KEPT) kept.shift();
    },
    end,
    next() {
      if (kept.length > 0) return Promise.resolve({ value: kept.shift()!, done: false });
      if (ended) return Promise.resolve(done);
      return new Promise((resolve) => (reader = resolve));
    },
    return() {
      kept.length = 0;
      end();
      return Promise.resolve(done);
    },
    throw(error: unknown) {
      kept.length = 0;
      end();
      return Promise.reject(error);
    },
    [Symbol.asyncIterator]() {
      return this;
    },
  };
}
