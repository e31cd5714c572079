// The page where the customer decides a charge that waits for them (the test
// card's 3-D Secure-like authorisation, the test PayPal's checkout): approve or
// refuse, then the provider calls the platform back (signed) and sends the
// browser on to the return address the platform checked when the payment was
// made, with `?paymentId=` (a page that refreshes to it at once and links it,
// as card issuers' pages do; no script needed). Submitting again (a double
// click, a reload) tells the platform the same decision again and sends the
// browser the same way.
import formbody from '@fastify/formbody';
import type { FastifyInstance } from 'fastify';
import { formatMoney } from '../../basket/moneyJson.ts';
import { fileResponse } from '../../http/fileResponse.ts';
import type { BackendDeps } from '../../deps.ts';
import { callbackSecret } from '../callbackSecret.ts';
import type { CallbackBody } from '../paymentCallbackRoutes.ts';
import { notifyPlatform } from './notifyPlatform.ts';
import { escapeHtml, page, sendPage, withQuery } from './pages.ts';
import { decideCharge, sandboxPayment, type SandboxPayment } from './sandboxPayments.ts';

export interface DecisionPageOptions {
  provider: string;
  /** The page's path, without the payment id: `/provider/test-card/authorise`. */
  path: string;
  operationIds: { page: string; decide: string };
  title: string;
  intro: string;
  approveLabel: string;
  declineLabel: string;
  /** What refusing records at the provider and tells the platform. */
  declined: { status: 'DECLINED' | 'CANCELLED'; declineCode: string };
}

interface DecisionQuery {
  return?: string;
}

const paramsSchema = {
  type: 'object',
  required: ['paymentId'],
  properties: { paymentId: { type: 'string', format: 'uuid' } },
} as const;

function callbackOf(payment: SandboxPayment): CallbackBody | null {
  const common = { paymentId: payment.paymentId, amount: payment.amount };
  switch (payment.status) {
    case 'SUCCEEDED':
      return { ...common, status: 'SUCCEEDED', declineCode: null };
    case 'DECLINED':
      return { ...common, status: 'DECLINED', declineCode: payment.declineCode };
    case 'CANCELLED':
      return { ...common, status: 'FAILED', declineCode: payment.declineCode ?? 'PAYMENT_CANCELLED' };
    case 'REQUIRES_ACTION':
      return null;
  }
}

export function decisionRoutes(app: FastifyInstance, deps: BackendDeps, options: DecisionPageOptions): void {
  // The decision form posts as browsers do without script.
  void app.register(formbody);

  /** The charge and its return address, when `given` is the one the platform set (no open redirect). */
  async function chargeFor(
    paymentId: string,
    given: string | undefined,
  ): Promise<{ ok: false; problem: string } | { ok: true; payment: SandboxPayment; back: string }> {
    const payment = await sandboxPayment(deps.db, options.provider, paymentId);
    if (!payment) return { ok: false, problem: 'This payment is not known here.' };
    if (!payment.returnUrl || given !== payment.returnUrl) return { ok: false, problem: 'This link is not valid.' };
    return { ok: true, payment, back: withQuery(payment.returnUrl, 'paymentId', payment.paymentId) };
  }

  const problemPage = (message: string) => page(options.title, `<h1>${escapeHtml(options.title)}</h1><p>${escapeHtml(message)}</p>`);

  app.get<{ Params: { paymentId: string }; Querystring: DecisionQuery }>(
    `${options.path}/:paymentId`,
    {
      schema: {
        operationId: options.operationIds.page,
        tags: ['test providers'],
        summary: `${options.title} (test provider page; no /api prefix)`,
        params: paramsSchema,
        querystring: { type: 'object', properties: { return: { type: 'string', maxLength: 2000 } } },
        response: { 200: fileResponse('The decision page', ['text/html']) },
      },
    },
    async (request, reply) => {
      const found = await chargeFor(request.params.paymentId, request.query.return);
      if (!found.ok) return sendPage(reply, 404, problemPage(found.problem), "frame-ancestors 'none'");
      const { payment, back } = found;
      const amount = escapeHtml(formatMoney(payment.amount));
      if (payment.status !== 'REQUIRES_ACTION') {
        const said = payment.status === 'SUCCEEDED' ? 'approved' : payment.status === 'DECLINED' ? 'declined' : 'cancelled';
        const html = page(options.title, `<h1>${escapeHtml(options.title)}</h1>
<p>This payment of ${amount} was ${said}.</p>
<p><a class="button" href="${escapeHtml(back)}">Return to the shop</a></p>`);
        return sendPage(reply, 200, html, "frame-ancestors 'none'");
      }
      const action = `${options.path}/${payment.paymentId}`;
      const html = page(options.title, `<h1>${escapeHtml(options.title)}</h1>
<p>${escapeHtml(options.intro)}</p>
<p>${escapeHtml(payment.description)}</p>
<p class="amount">${amount}</p>
<form method="post" action="${escapeHtml(action)}" class="actions">
  <input type="hidden" name="return" value="${escapeHtml(payment.returnUrl ?? '')}">
  <button class="primary" type="submit" name="decision" value="approve">${escapeHtml(options.approveLabel)}</button>
  <button type="submit" name="decision" value="decline">${escapeHtml(options.declineLabel)}</button>
</form>`);
      return sendPage(reply, 200, html, "form-action 'self'; frame-ancestors 'none'");
    },
  );

  app.post<{ Params: { paymentId: string }; Body: { decision: 'approve' | 'decline'; return: string } }>(
    `${options.path}/:paymentId`,
    {
      schema: {
        operationId: options.operationIds.decide,
        tags: ['test providers'],
        summary: `The customer’s decision on the ${options.provider} page: tells the platform (signed callback), then sends the browser back`,
        consumes: ['application/x-www-form-urlencoded'],
        params: paramsSchema,
        body: {
          type: 'object',
          required: ['decision', 'return'],
          properties: { decision: { type: 'string', enum: ['approve', 'decline'] }, return: { type: 'string', maxLength: 2000 } },
        },
        response: { 200: fileResponse('A page that goes on at once to the return address, with `?paymentId=`', ['text/html']) },
      },
    },
    async (request, reply) => {
      const found = await chargeFor(request.params.paymentId, request.body.return);
      if (!found.ok) return sendPage(reply, 404, problemPage(found.problem), "frame-ancestors 'none'");
      const now = deps.now();
      const decision =
        request.body.decision === 'approve'
          ? ({ status: 'SUCCEEDED', declineCode: null } as const)
          : { status: options.declined.status, declineCode: options.declined.declineCode };
      const decided = (await decideCharge(deps.db, options.provider, found.payment.paymentId, decision, now)) ?? found.payment;
      const callback = callbackOf(decided);
      if (callback) {
        try {
          await notifyPlatform(app, await callbackSecret(deps), options.provider, callback, now);
        } catch (error) {
          request.log.error({ err: error, paymentId: decided.paymentId }, 'test provider could not tell the platform');
          return sendPage(reply, 502, problemPage('The shop could not be told of your decision. Please submit it again.'), "frame-ancestors 'none'");
        }
      }
      const back = escapeHtml(found.back);
      const said = decided.status === 'SUCCEEDED' ? 'approved' : decided.status === 'DECLINED' ? 'declined' : 'cancelled';
      const html = page(options.title, `<h1>${escapeHtml(options.title)}</h1>
<p>Payment ${said}. Returning to the shop…</p>
<p><a class="button" id="return" href="${back}">Return to the shop</a></p>`).replace('<head>', `<head>\n<meta http-equiv="refresh" content="0; url=${back}">`);
      return sendPage(reply, 200, html, "frame-ancestors 'none'");
    },
  );
}
