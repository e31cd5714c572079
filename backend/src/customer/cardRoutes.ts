// The customer's saved cards (spec §7: GET /customer/cards, DELETE
// /customer/cards/{id}, POST /customer/cards/{id}/{x}; README "Commerce").
// A card is added from a provider's token, never from a number.
import type { FastifyInstance } from 'fastify';
import type { BackendDeps } from '../deps.ts';
import { ApiError, notFound } from '../http/apiError.ts';
import { pageRequest, paging, pagingQuerySchema, pagingSchema } from '../http/paging.ts';
import { providerAdapter } from '../payment/adapters.ts';
import { enabledProviders } from '../payment/paymentProviders.ts';
import { cardExpired, cardJson, cardSchema, cardsPage, deleteCard, makeDefaultCard, saveCard } from './cards.ts';
import { requireCustomer } from './customerContext.ts';
import { refuseWhileImpersonating } from '../impersonation/impersonationGuard.ts';

const customersOnly = 'Customers only: 401 UNAUTHENTICATED, 403 ACCOUNT_REQUIRED (guests), 403 CHILD_PROFILE.';
/** Spec §9: cards default to 20 a page. */
export const CARDS_PER_PAGE = 20;

const cardIdParams = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'integer', minimum: 1, maximum: 2147483647 } },
} as const;

const cardAnswer = { type: 'object', required: ['card'], additionalProperties: false, properties: { card: cardSchema } } as const;

export async function cardRoutes(app: FastifyInstance, deps: BackendDeps): Promise<void> {
  app.get<{ Querystring: { rpp?: number; p?: number } }>(
    '/customer/cards',
    {
      schema: {
        operationId: 'listCards',
        tags: ['customer'],
        summary: `The customer's saved cards, the default first, then newest first (${CARDS_PER_PAGE} a page by default)`,
        description: customersOnly,
        security: [{ bearer: [] }],
        querystring: { type: 'object', additionalProperties: false, properties: { rpp: pagingQuerySchema.rpp, p: pagingQuerySchema.p } },
        response: {
          200: {
            type: 'object',
            required: ['cards', 'paging'],
            additionalProperties: false,
            properties: { cards: { type: 'array', items: cardSchema }, paging: pagingSchema },
          },
        },
      },
    },
    async (request) => {
      const customer = await requireCustomer(deps, request);
      const page = pageRequest(request.query, CARDS_PER_PAGE);
      const { cards, total } = await cardsPage(deps.db, customer.userId, page);
      return { cards: cards.map((card) => cardJson(card, deps.now())), paging: paging(page, total) };
    },
  );

  app.post<{ Body: { cardToken: string; provider?: string; makeDefault?: boolean } }>(
    '/customer/cards',
    {
      schema: {
        operationId: 'addCard',
        tags: ['customer'],
        summary: 'Saves a card from a provider token (the card field’s); the first card becomes the default',
        description: `Saving the same token again answers the card already saved. 400 CARD_TOKEN_INVALID (unknown, expired, or another customer's), 400 CARD_EXPIRED, 400 PROVIDER_NOT_AVAILABLE. ${customersOnly}`,
        security: [{ bearer: [] }],
        body: {
          type: 'object',
          required: ['cardToken'],
          additionalProperties: false,
          properties: {
            cardToken: { type: 'string', minLength: 8, maxLength: 200 },
            provider: { type: 'string', pattern: '^[A-Z][A-Z0-9_]{1,39}$', description: 'The card provider; default TEST_CARD' },
            makeDefault: { type: 'boolean' },
          },
        },
        response: { 201: cardAnswer },
      },
    },
    async (request, reply) => {
      const customer = await requireCustomer(deps, request);
      refuseWhileImpersonating(customer, 'CARDS');
      const provider = request.body.provider ?? 'TEST_CARD';
      const offered = (await enabledProviders(deps.db, customer.realm.id)).some((row) => row.name === provider);
      const adapter = offered ? providerAdapter(provider, deps.db, deps.now) : null;
      if (!adapter?.takesCards) throw new ApiError(400, 'PROVIDER_NOT_AVAILABLE', `The realm keeps no cards with ${provider}`);
      const attached = await adapter.attachCard(request.body.cardToken, `user:${customer.userId}`, customer.realm.id);
      if (!attached.ok) {
        throw attached.code === 'CARD_EXPIRED'
          ? new ApiError(400, 'CARD_EXPIRED', 'This card has expired')
          : new ApiError(400, 'CARD_TOKEN_INVALID', 'The card token is unknown, expired or not yours: enter the card again');
      }
      if (cardExpired(attached.card, deps.now())) throw new ApiError(400, 'CARD_EXPIRED', 'This card has expired');
      const card = await deps.db.transaction((tx) =>
        saveCard(tx, customer.userId, { provider, providerToken: request.body.cardToken, ...attached.card }, deps.now(), {
          makeDefault: request.body.makeDefault === true,
        }),
      );
      return reply.code(201).send({ card: cardJson(card, deps.now()) });
    },
  );

  app.delete<{ Params: { id: number } }>(
    '/customer/cards/:id',
    {
      schema: {
        operationId: 'deleteCard',
        tags: ['customer'],
        summary: 'Deletes a saved card; subscriptions it pays move to the next card (which becomes the default if this one was)',
        description: `404 NOT_FOUND (not theirs), 409 CARD_IN_USE (the only card a running subscription renews with: add another first). ${customersOnly}`,
        security: [{ bearer: [] }],
        params: cardIdParams,
        response: { 204: { type: 'null', description: 'Deleted' } },
      },
    },
    async (request, reply) => {
      const customer = await requireCustomer(deps, request);
      refuseWhileImpersonating(customer, 'CARDS');
      const result = await deps.db.transaction((tx) => deleteCard(tx, customer.userId, request.params.id, deps.now()));
      if (result === 'NOT_FOUND') throw notFound(`Card ${request.params.id}`);
      if (result === 'IN_USE') {
        throw new ApiError(409, 'CARD_IN_USE', 'A subscription renews with this card and there is no other: add a card first');
      }
      return reply.code(204).send();
    },
  );

  app.post<{ Params: { id: number } }>(
    '/customer/cards/:id/default',
    {
      schema: {
        operationId: 'makeDefaultCard',
        tags: ['customer'],
        summary: 'Makes a saved card the default, the one renewals charge (spec: POST /customer/cards/{id}/{x}, x = default)',
        description: `No body. 404 NOT_FOUND (not theirs). ${customersOnly}`,
        security: [{ bearer: [] }],
        params: cardIdParams,
        body: { type: 'object', additionalProperties: false, properties: {} },
        response: { 200: cardAnswer },
      },
    },
    async (request) => {
      const customer = await requireCustomer(deps, request);
      refuseWhileImpersonating(customer, 'CARDS');
      const card = await deps.db.transaction(async (tx) => {
        const made = await makeDefaultCard(tx, customer.userId, request.params.id);
        // Renewals follow the default: the customer's running subscriptions now charge this card.
        if (made) {
          await tx.query(
            `update subscription set card_id = $2 where user_id = $1 and status in ('TRIAL', 'ACTIVE', 'PAST_DUE') and card_id is not null`,
            [customer.userId, made.id],
          );
        }
        return made;
      });
      if (!card) throw notFound(`Card ${request.params.id}`);
      return { card: cardJson(card, deps.now()) };
    },
  );
}
