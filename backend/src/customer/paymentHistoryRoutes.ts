// The customer's payment history and invoices (spec §7: POST
// /customer/history/payment?rpp=10&p=; the PAYMENT invoice page; README "Commerce").
import type { FastifyInstance } from 'fastify';
import { moneyJson, moneySchema } from '../basket/moneyJson.ts';
import type { BackendDeps } from '../deps.ts';
import { notFound } from '../http/apiError.ts';
import { pageRequest, paging, pagingQuerySchema, pagingSchema } from '../http/paging.ts';
import { invoiceById, type InvoiceRow } from '../payment/invoices.ts';
import { paymentHistoryPage, type PaymentHistoryRow } from '../payment/payments.ts';
import { requireCustomer } from './customerContext.ts';

const customersOnly = 'Customers only: 401 UNAUTHENTICATED, 403 ACCOUNT_REQUIRED (guests), 403 CHILD_PROFILE.';
/** Spec §9: payment history, 10 a page. */
export const PAYMENTS_PER_PAGE = 10;

const cardSummarySchema = {
  type: ['object', 'null'],
  required: ['brand', 'last4'],
  additionalProperties: false,
  properties: { brand: { type: 'string' }, last4: { type: 'string' } },
} as const;

const historyEntrySchema = {
  type: 'object',
  required: ['id', 'invoiceId', 'invoiceNumber', 'date', 'description', 'amount', 'status', 'declineCode', 'provider', 'card'],
  additionalProperties: false,
  properties: {
    id: { type: 'string', description: 'The payment id' },
    invoiceId: { type: ['string', 'null'], description: 'Null unless it succeeded' },
    invoiceNumber: { type: ['string', 'null'], description: '`INV-000123`' },
    date: { type: 'string', format: 'date-time' },
    description: { type: 'string' },
    amount: moneySchema,
    status: { type: 'string', enum: ['REQUIRES_ACTION', 'SUCCEEDED', 'DECLINED', 'FAILED'] },
    declineCode: { type: ['string', 'null'] },
    provider: { type: 'string' },
    card: cardSummarySchema,
  },
} as const;

function historyEntryJson(row: PaymentHistoryRow) {
  return {
    id: row.id,
    invoiceId: row.invoiceId === null ? null : String(row.invoiceId),
    invoiceNumber: row.invoiceNumber,
    date: new Date(row.createdAt).toISOString(),
    description: row.description,
    amount: moneyJson(row.total),
    status: row.status,
    declineCode: row.declineCode,
    provider: row.provider,
    card: row.card,
  };
}

const invoiceLineSchema = {
  type: 'object',
  required: ['name', 'description', 'periods', 'catalogPrice', 'discount', 'tax', 'total', 'totalExcTax'],
  additionalProperties: false,
  properties: {
    name: { type: 'string' },
    description: { type: 'string' },
    periods: { type: 'integer' },
    catalogPrice: moneySchema,
    discount: moneySchema,
    tax: moneySchema,
    total: moneySchema,
    totalExcTax: moneySchema,
  },
} as const;

const invoiceSchema = {
  type: 'object',
  required: [
    'id', 'number', 'paymentId', 'date', 'lines', 'totalExcTax', 'totalDiscount', 'tax', 'total', 'taxInclusive',
    'taxRateBasisPoints', 'taxCountryCode', 'billingAddress', 'customer', 'provider', 'card',
  ],
  additionalProperties: false,
  properties: {
    id: { type: 'string' },
    number: { type: 'string' },
    paymentId: { type: 'string' },
    date: { type: 'string', format: 'date-time' },
    lines: { type: 'array', items: invoiceLineSchema },
    totalExcTax: moneySchema,
    totalDiscount: moneySchema,
    tax: moneySchema,
    total: { ...moneySchema, description: 'What was charged' },
    taxInclusive: { type: 'boolean' },
    taxRateBasisPoints: { type: 'integer' },
    taxCountryCode: { type: ['string', 'null'] },
    billingAddress: {
      type: ['object', 'null'],
      required: ['countryCode', 'postalCode', 'region', 'city', 'line1'],
      additionalProperties: false,
      properties: {
        countryCode: { type: 'string' },
        postalCode: { type: ['string', 'null'] },
        region: { type: ['string', 'null'] },
        city: { type: ['string', 'null'] },
        line1: { type: ['string', 'null'] },
      },
      description: 'As it was when the invoice was written',
    },
    customer: {
      type: 'object',
      required: ['fullName', 'taxNumber', 'email'],
      additionalProperties: false,
      properties: { fullName: { type: ['string', 'null'] }, taxNumber: { type: ['string', 'null'] }, email: { type: 'string' } },
    },
    provider: { type: 'string' },
    card: cardSummarySchema,
  },
} as const;

function invoiceJson(invoice: InvoiceRow) {
  return {
    id: String(invoice.id),
    number: invoice.number,
    paymentId: invoice.paymentId,
    date: new Date(invoice.issuedAt).toISOString(),
    lines: invoice.lines,
    totalExcTax: moneyJson(invoice.net),
    totalDiscount: moneyJson(invoice.discount),
    tax: moneyJson(invoice.tax),
    total: moneyJson(invoice.total),
    taxInclusive: invoice.taxInclusive,
    taxRateBasisPoints: invoice.taxRateBasisPoints,
    taxCountryCode: invoice.taxCountryCode,
    billingAddress: invoice.billingAddress,
    customer: invoice.customer,
    provider: invoice.provider,
    card: invoice.card,
  };
}

export async function paymentHistoryRoutes(app: FastifyInstance, deps: BackendDeps): Promise<void> {
  app.post<{ Querystring: { rpp?: number; p?: number } }>(
    '/customer/history/payment',
    {
      schema: {
        operationId: 'listPaymentHistory',
        tags: ['customer'],
        summary: `The customer's payments, newest first, with their invoice numbers (${PAYMENTS_PER_PAGE} a page by default; POST as the spec says)`,
        description: `No body. Every attempt is listed (declined and failed ones too), except those still with the provider. ${customersOnly}`,
        security: [{ bearer: [] }],
        querystring: { type: 'object', additionalProperties: false, properties: { rpp: pagingQuerySchema.rpp, p: pagingQuerySchema.p } },
        body: { type: 'object', additionalProperties: false, properties: {} },
        response: {
          200: {
            type: 'object',
            required: ['payments', 'paging'],
            additionalProperties: false,
            properties: { payments: { type: 'array', items: historyEntrySchema }, paging: pagingSchema },
          },
        },
      },
    },
    async (request) => {
      const customer = await requireCustomer(deps, request);
      const page = pageRequest(request.query, PAYMENTS_PER_PAGE);
      const { payments, total } = await paymentHistoryPage(deps.db, { realmId: customer.realm.id, userId: customer.userId }, page);
      return { payments: payments.map(historyEntryJson), paging: paging(page, total) };
    },
  );

  app.get<{ Params: { id: number } }>(
    '/customer/invoices/:id',
    {
      schema: {
        operationId: 'getInvoice',
        tags: ['customer'],
        summary: 'One of the customer’s invoices: lines, tax, totals and the billing address as they were (the PAYMENT page)',
        description: `404 NOT_FOUND (not theirs). ${customersOnly}`,
        security: [{ bearer: [] }],
        params: { type: 'object', required: ['id'], properties: { id: { type: 'integer', minimum: 1, maximum: 2147483647 } } },
        response: { 200: { type: 'object', required: ['invoice'], additionalProperties: false, properties: { invoice: invoiceSchema } } },
      },
    },
    async (request) => {
      const customer = await requireCustomer(deps, request);
      const invoice = await invoiceById(deps.db, { realmId: customer.realm.id, userId: customer.userId }, request.params.id);
      if (!invoice) throw notFound(`Invoice ${request.params.id}`);
      return { invoice: invoiceJson(invoice) };
    },
  );
}
