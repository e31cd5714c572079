// Spec §7: `GET /consent-prompt/answers?functionalPurposes=…` and
// `PUT /consent-prompt` with a list of `{promptField, answer}`.
import type { FastifyInstance } from 'fastify';
import { requireAccountViewer } from '../account/accountViewer.ts';
import { invalidFields, type FieldMessage } from '../http/fieldMessages.ts';
import type { BackendDeps } from '../deps.ts';
import { requestRealm } from '../http/requestContract.ts';
import { consentAnswers, consentFields, consentFieldSchema, FUNCTIONAL_PURPOSES, isAgreement, saveConsentAnswers, type FunctionalPurpose } from './consent.ts';

const answerSchema = {
  type: 'object',
  required: ['consentField', 'answer', 'answeredAt'],
  properties: {
    consentField: consentFieldSchema,
    answer: { type: ['string', 'null'], description: 'JSON text, e.g. "true"; null when not answered' },
    answeredAt: { type: ['string', 'null'], format: 'date-time' },
  },
} as const;

export async function consentRoutes(app: FastifyInstance, deps: BackendDeps): Promise<void> {
  app.get<{ Querystring: { functionalPurposes?: string } }>(
    '/consent-prompt/answers',
    {
      schema: {
        operationId: 'getConsentAnswers',
        tags: ['consent'],
        summary: "The realm's consent fields with the account's answers",
        description: `\`functionalPurposes\`: comma-separated, among ${FUNCTIONAL_PURPOSES.join(', ')}; all when left out.`,
        security: [{ bearer: [] }],
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: {
            functionalPurposes: {
              type: 'string',
              maxLength: 200,
              pattern: `^(${FUNCTIONAL_PURPOSES.join('|')})(,(${FUNCTIONAL_PURPOSES.join('|')}))*$`,
            },
          },
        },
        response: { 200: { type: 'object', required: ['answers'], properties: { answers: { type: 'array', items: answerSchema } } } },
      },
    },
    async (request) => {
      const viewer = await requireAccountViewer(deps, request);
      const purposes = request.query.functionalPurposes?.split(',') as FunctionalPurpose[] | undefined;
      return { answers: await consentAnswers(deps.db, requestRealm(request).id, viewer.userId, purposes) };
    },
  );

  app.put<{ Body: { promptField: string; answer: string }[] }>(
    '/consent-prompt',
    {
      schema: {
        operationId: 'answerConsentPrompt',
        tags: ['consent'],
        summary: "Record the account's consent answers",
        description:
          'Each answer is JSON text ("true"/"false"). After the call every required field of the realm must be ' +
          'answered `true` (in this call or before). Errors: 400 UNKNOWN_CONSENT_FIELD, 400 INVALID_CONSENT_ANSWER ' +
          '(not JSON), 400 CONSENT_REQUIRED (a required field not agreed), each with `messages`.',
        security: [{ bearer: [] }],
        body: {
          type: 'array',
          minItems: 1,
          maxItems: 50,
          items: {
            type: 'object',
            required: ['promptField', 'answer'],
            additionalProperties: false,
            properties: { promptField: { type: 'string', maxLength: 100 }, answer: { type: 'string', maxLength: 1000 } },
          },
        },
        response: { 204: { type: 'null' } },
      },
    },
    async (request, reply) => {
      const viewer = await requireAccountViewer(deps, request);
      const realm = requestRealm(request);
      const fields = new Map((await consentFields(deps.db, realm.id)).map((field) => [field.fieldName, field]));
      const problems: FieldMessage[] = [];
      const given = new Map<string, string>();
      for (const { promptField, answer } of request.body) {
        if (!fields.has(promptField)) {
          problems.push({ field: promptField, messageKey: 'unknownConsentField', message: `No consent field "${promptField}"` });
          continue;
        }
        try {
          JSON.parse(answer);
        } catch {
          problems.push({ field: promptField, messageKey: 'invalidConsentAnswer', message: 'Answers are JSON text, e.g. "true"' });
          continue;
        }
        given.set(promptField, answer);
      }
      if (problems.length > 0) {
        throw invalidFields(problems[0]!.messageKey === 'unknownConsentField' ? 'UNKNOWN_CONSENT_FIELD' : 'INVALID_CONSENT_ANSWER', problems);
      }
      const previous = new Map(
        (await consentAnswers(deps.db, realm.id, viewer.userId)).map((row) => [row.consentField.fieldName, row.answer]),
      );
      const refused = [...fields.values()].filter(
        (field) => field.required && !isAgreement(given.has(field.fieldName) ? given.get(field.fieldName) : previous.get(field.fieldName)),
      );
      if (refused.length > 0) {
        throw invalidFields(
          'CONSENT_REQUIRED',
          refused.map((field) => ({
            field: field.fieldName,
            messageKey: 'consentRequired',
            message: `"${field.fieldName}" must be agreed to`,
          })),
        );
      }
      await saveConsentAnswers(
        deps.db,
        viewer.userId,
        [...given].map(([fieldName, answer]) => ({ fieldId: fields.get(fieldName)!.id, answer })),
        deps.now(),
      );
      return reply.status(204).send();
    },
  );
}
