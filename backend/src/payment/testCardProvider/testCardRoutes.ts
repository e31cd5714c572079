// The test card provider's public face, standing in for a real provider's
// (Stripe.js and its hosted fields, its 3-D Secure pages). No /api prefix and
// no api key: the browser talks to the provider directly, so card numbers
// never pass through the platform's API or the GraphQL gateway.
//   POST /provider/test-card/tokens          a card → a token (CORS open, rate-limited)
//   GET  /provider/test-card/field           the hosted card field, for an iframe
//   GET|POST /provider/test-card/authorise/… the authorisation page (decisionRoutes.ts)
import { randomBytes } from 'node:crypto';
import cors from '@fastify/cors';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { BackendDeps } from '../../deps.ts';
import { acceptsApiKey } from '../../http/apiKeys.ts';
import { ApiError } from '../../http/apiError.ts';
import { fileResponse } from '../../http/fileResponse.ts';
import { clientAddress } from '../../security/attemptGuard.ts';
import { decisionRoutes } from '../sandbox/decisionRoutes.ts';
import { page, sendPage } from '../sandbox/pages.ts';
import { checkCard } from './cardNumbers.ts';
import { TEST_CARD, TEST_CARD_AUTHORISE_PATH } from './testCardProvider.ts';
import { createToken, merchantOfKey } from './tokens.ts';

export const TOKENS_PATH = '/provider/test-card/tokens';
export const FIELD_PATH = '/provider/test-card/field';

/** Tokenisations per address and minute: enough for a family's typos, too few to test stolen numbers in bulk. */
const TOKENS_PER_MINUTE = 20;

interface TokenBody {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
  holderName?: string;
  publishableKey: string;
}

const problemMessages: Record<string, string> = {
  CARD_NUMBER_INVALID: 'The card number is not valid',
  CARD_EXPIRY_INVALID: 'The expiry date is not valid',
  CARD_EXPIRED: 'The card has expired',
  CVC_INVALID: 'The security code must be 3 or 4 digits',
};

/** The page origin the card field may post its token to: a bare http(s) origin on one of the merchant's domains. */
export function fieldOrigin(origin: string | undefined, domains: readonly string[]): string | null {
  if (!origin) return null;
  try {
    const url = new URL(origin);
    if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.origin !== origin) return null;
    return domains.includes(url.hostname.toLowerCase()) ? url.origin : null;
  } catch {
    return null;
  }
}


export async function testCardRoutes(app: FastifyInstance, deps: BackendDeps): Promise<void> {
  // Browsers reach the provider through the gateway, which may vouch for the viewer's
  // address with its api key (as on /api); anyone else is counted by their connection.
  const callerAddress = (request: FastifyRequest) => {
    const key = request.headers['x-api-key'];
    return typeof key === 'string' && acceptsApiKey(deps.config, key) ? clientAddress(request) : request.ip;
  };
  const tokenLimit = app.createRateLimit({
    max: Math.max(1, Math.round(TOKENS_PER_MINUTE * deps.config.rateLimitScale)),
    timeWindow: 60_000,
    keyGenerator: (request) => `testCardTokens:address:${callerAddress(request)}`,
  });

  // The shop's page posts the card here from its own origin (the field's
  // script): CORS is open on the token route, and only there.
  await app.register(cors, {
    delegator: (request, callback) =>
      callback(
        null,
        request.url.split('?')[0] === TOKENS_PATH
          ? { origin: '*', methods: ['POST'], allowedHeaders: ['content-type'], maxAge: 600 }
          : { origin: false },
      ),
  });

  app.post<{ Body: TokenBody }>(
    TOKENS_PATH,
    {
      schema: {
        operationId: 'createTestCardToken',
        tags: ['test providers'],
        summary: 'Tokenises a card at the test card provider (no /api prefix, no api key; CORS open)',
        description:
          'The card number is checked (Luhn), never stored nor logged: only the brand, last four digits and expiry are kept, ' +
          'with the token hashed. 400 CARD_NUMBER_INVALID, CARD_EXPIRY_INVALID, CARD_EXPIRED, CVC_INVALID, ' +
          'PUBLISHABLE_KEY_INVALID; 429 RATE_LIMITED. Test numbers: 4242 4242 4242 4242 and 5555 5555 5555 4444 succeed, ' +
          '4000 0000 0000 0002 is declined, 4000 0000 0000 9995 lacks funds, 4000 0025 0000 3155 asks the customer to authorise.',
        body: {
          type: 'object',
          required: ['number', 'expMonth', 'expYear', 'cvc', 'publishableKey'],
          additionalProperties: false,
          properties: {
            number: { type: 'string', maxLength: 40, description: 'Digits, spaces and dashes allowed' },
            expMonth: { type: 'integer', minimum: 0, maximum: 99 },
            expYear: { type: 'integer', minimum: 0, maximum: 9999, description: 'Four digits, or two (this century)' },
            cvc: { type: 'string', maxLength: 8 },
            holderName: { type: 'string', maxLength: 100 },
            publishableKey: { type: 'string', maxLength: 100, description: 'The realm’s key, from GET /payment-providers details' },
          },
        },
        response: {
          201: {
            type: 'object',
            required: ['token', 'brand', 'last4', 'expMonth', 'expYear'],
            additionalProperties: false,
            properties: {
              token: { type: 'string', description: '`tok_…`: pay with it (cardToken) or save it (POST /customer/cards); good for an hour until used' },
              brand: { type: 'string' },
              last4: { type: 'string' },
              expMonth: { type: 'integer' },
              expYear: { type: 'integer' },
            },
          },
        },
      },
      onRequest: async (request) => {
        const limit = await tokenLimit(request);
        if (!limit.isAllowed && limit.isExceeded) {
          throw new ApiError(429, 'RATE_LIMITED', `Too many cards; try again in ${limit.ttlInSeconds} seconds`, {
            retryAfterSeconds: limit.ttlInSeconds,
          });
        }
      },
    },
    async (request, reply) => {
      const merchant = await merchantOfKey(deps.db, request.body.publishableKey);
      if (!merchant) throw new ApiError(400, 'PUBLISHABLE_KEY_INVALID', 'No merchant has this publishable key');
      const checked = checkCard(request.body, deps.now());
      if (!checked.ok) throw new ApiError(400, checked.code, problemMessages[checked.code] ?? 'The card is not valid');
      const token = await createToken(deps.db, checked.card, merchant.realmId, deps.now());
      const { brand, last4, expMonth, expYear } = checked.card;
      return reply.code(201).send({ token, brand, last4, expMonth, expYear });
    },
  );

  app.get<{ Querystring: { key?: string; origin?: string } }>(
    FIELD_PATH,
    {
      schema: {
        operationId: 'showTestCardField',
        tags: ['test providers'],
        summary: 'The hosted card field (an iframe): tokenises the card and posts `{type, token, brand, last4}` to its parent',
        description:
          '`key`: the realm’s publishable key; `origin`: the embedding page’s origin, on one of the realm’s domains (the only ' +
          'page that may frame it and hear its messages). Messages: `{type: "ringside:card-token", token, brand, last4}` or ' +
          '`{type: "ringside:card-error", code}`.',
        querystring: {
          type: 'object',
          properties: { key: { type: 'string', maxLength: 100 }, origin: { type: 'string', maxLength: 300 } },
        },
        response: { 200: fileResponse('The card field page', ['text/html']) },
      },
    },
    async (request, reply) => {
      const merchant = request.query.key ? await merchantOfKey(deps.db, request.query.key) : null;
      const origin = merchant ? fieldOrigin(request.query.origin, merchant.domains) : null;
      if (!merchant || !origin) {
        const html = page('Card details', '<p>This card field was opened with a key or an origin it does not know.</p>');
        return sendPage(reply, 400, html, "frame-ancestors 'none'");
      }
      const nonce = randomBytes(16).toString('base64');
      return sendPage(
        reply,
        200,
        page('Card details', cardFieldForm(), { nonce, script: cardFieldScript(origin, request.query.key!) }),
        `script-src 'nonce-${nonce}'; connect-src 'self'; form-action 'none'; frame-ancestors ${origin}`,
      );
    },
  );

  decisionRoutes(app, deps, {
    provider: TEST_CARD,
    path: TEST_CARD_AUTHORISE_PATH,
    operationIds: { page: 'showTestCardAuthorisation', decide: 'decideTestCardAuthorisation' },
    title: 'Confirm this payment',
    intro: 'Your bank asks you to confirm this card payment (a 3-D Secure check).',
    approveLabel: 'Approve',
    declineLabel: 'Fail',
    declined: { status: 'DECLINED', declineCode: 'AUTHENTICATION_FAILED' },
  });
}

function cardFieldForm(): string {
  return `<form id="card" novalidate autocomplete="on">
  <label for="number">Card number</label>
  <input id="number" name="cardnumber" inputmode="numeric" autocomplete="cc-number" placeholder="4242 4242 4242 4242" required>
  <div class="row">
    <div><label for="expiry">Expiry (MM/YY)</label><input id="expiry" name="exp-date" inputmode="numeric" autocomplete="cc-exp" placeholder="12/34" required></div>
    <div><label for="cvc">Security code</label><input id="cvc" name="cvc" inputmode="numeric" autocomplete="cc-csc" placeholder="123" required></div>
  </div>
  <label for="holder">Name on card</label>
  <input id="holder" name="ccname" autocomplete="cc-name">
  <p class="error" id="error" role="alert"></p>
  <div class="actions"><button class="primary" type="submit" id="submit">Use this card</button></div>
  <p class="hint">Test numbers: 4242 4242 4242 4242 (pays), 4000 0000 0000 0002 (declined), 4000 0025 0000 3155 (asks to confirm).</p>
</form>`;
}

function cardFieldScript(origin: string, publishableKey: string): string {
  // Values go into the script as JSON: no HTML or script can be injected through them.
  const json = (value: string) => JSON.stringify(value).replace(/</g, '\\u003c');
  return `
(() => {
  const origin = ${json(origin)};
  const publishableKey = ${json(publishableKey)};
  const form = document.getElementById('card');
  const error = document.getElementById('error');
  const submit = document.getElementById('submit');
  const tell = (message) => { if (window.parent !== window) window.parent.postMessage(message, origin); };
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    error.textContent = '';
    const [month, year] = form.elements['exp-date'].value.split('/').map((part) => Number(part.trim()));
    submit.disabled = true;
    try {
      const response = await fetch(${json(TOKENS_PATH)}, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          number: form.elements.cardnumber.value,
          expMonth: Number.isInteger(month) ? month : 0,
          expYear: Number.isInteger(year) ? year : 0,
          cvc: form.elements.cvc.value,
          holderName: form.elements.ccname.value || undefined,
          publishableKey,
        }),
      });
      const answer = await response.json();
      if (!response.ok) {
        error.textContent = answer.message || 'The card could not be used';
        tell({ type: 'ringside:card-error', code: answer.code || 'CARD_ERROR' });
        return;
      }
      form.reset();
      tell({ type: 'ringside:card-token', token: answer.token, brand: answer.brand, last4: answer.last4 });
    } catch {
      error.textContent = 'The card could not be checked; try again';
      tell({ type: 'ringside:card-error', code: 'NETWORK_ERROR' });
    } finally {
      submit.disabled = false;
    }
  });
})();`;
}

