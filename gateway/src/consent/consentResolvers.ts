// The realm's consent prompt and the account's answers (schema/src/consent.graphql,
// spec §4 "Consent flow"). Any failure to save is the one message the spec
// names, errorUpdatingTermsOfUse.
import type { GatewayContext } from '../context.ts';
import { VIEWER } from '../loaders/accountLoaders.ts';
import type { ConsentPrompt, ConsentPurpose, Resolvers } from '../__generated__/resolvers-types.ts';
import { toGraphQLError } from '../lib/errors.ts';
import { HTTPError } from '../lib/restClient.ts';
import { userError } from '../lib/userErrors.ts';
import type { UpstreamConsentAnswer } from '../lib/upstream.ts';
import { requireAdultProfile } from '../session/access.ts';

function isAgreement(answer: string | null): boolean {
  try {
    return answer !== null && JSON.parse(answer) === true;
  } catch {
    return false;
  }
}

export function consentPromptFrom(answers: UpstreamConsentAnswer[]): ConsentPrompt {
  const fields = answers.map((entry) => ({ ...entry.consentField, answer: entry.answer, answeredAt: entry.answeredAt }));
  return {
    fields,
    // Spec §4: required fields without an agreement, and optional ones never answered, are prompted.
    needsAnswers: fields.some((field) => (field.required ? !isAgreement(field.answer) : field.answer === null)),
  };
}

async function readConsentPrompt(context: GatewayContext): Promise<ConsentPrompt> {
  await requireAdultProfile(context);
  return consentPromptFrom(await context.loaders.account.consentAnswersLoader.load(VIEWER));
}

const MAX_ANSWERS = 50;

export const consentResolvers: Resolvers = {
  Account: {
    consentPrompt: (_account, _args, context) => readConsentPrompt(context),
  },
  Mutation: {
    saveConsentAnswers: async (_parent, { input }, context) => {
      await requireAdultProfile(context);
      const failed = (message: string, field: string | null = null) => ({
        consentPrompt: null,
        userErrors: [userError('errorUpdatingTermsOfUse', message, field)],
      });
      if (input.answers.length === 0 || input.answers.length > MAX_ANSWERS) {
        return failed(`Send between 1 and ${MAX_ANSWERS} answers.`);
      }
      const api = await context.api();
      try {
        await api.request('/api/v2/consent-prompt', {
          method: 'PUT',
          body: input.answers.map((answer) => ({ promptField: answer.fieldName, answer: JSON.stringify(answer.agreed) })),
        });
      } catch (error) {
        if (error instanceof HTTPError && error.status === 400) {
          const first = ((error.body as { messages?: { field?: string; message?: string }[] }).messages ?? [])[0];
          return failed(first?.message ?? 'The answers could not be saved.', first?.field ?? null);
        }
        throw toGraphQLError(error) ?? error;
      }
      context.loaders.account.consentAnswersLoader.clear(VIEWER);
      return { consentPrompt: await readConsentPrompt(context), userErrors: [] };
    },
  },
};
