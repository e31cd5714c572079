// The cap on subscriptions one viewer holds open (security/openSubscriptions.ts),
// as an envelop plugin: server-sent events and WebSocket both subscribe through
// Yoga's envelop (http/graphqlRoute.ts, http/graphqlWebSocket.ts), so one hook
// counts both. Over the cap the subscription answers one TOO_MANY_SUBSCRIPTIONS
// error and ends; the slot goes back when the stream ends however it ends (the
// client leaves, the server cuts it, the source fails).
import type { Plugin } from 'graphql-yoga';
import type { GatewayContext } from '../context.ts';
import { GraphQLError } from '../lib/graphql.ts';
import type { OpenSubscriptions } from '../security/openSubscriptions.ts';

export function useSubscriptionsPerViewer(open: OpenSubscriptions, max: number): Plugin<GatewayContext> {
  return {
    async onSubscribe({ args, setResultAndStopExecution }) {
      // Without a session a subscription is refused by its resolver (spec §6): nothing to count.
      const session = await args.contextValue.session().catch(() => null);
      const viewer = session?.claims.sub;
      if (viewer === undefined || viewer === null) return;
      const slot = await open.open(String(viewer));
      if (!slot) {
        const message = `At most ${max} subscriptions open at once per viewer: end one first.`;
        setResultAndStopExecution({ errors: [new GraphQLError(message, { extensions: { code: 'TOO_MANY_SUBSCRIPTIONS', max } })] });
        return;
      }
      return {
        onSubscribeResult({ result }) {
          // An answer rather than a stream (the subscription failed at once): nothing stays open.
          if (!(Symbol.asyncIterator in result)) {
            slot.release();
            return;
          }
          return { onEnd: () => slot.release() };
        },
        onSubscribeError: () => slot.release(),
      };
    },
  };
}
