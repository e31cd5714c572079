import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from '../user/accounts.ts';
import { bearer, headers, signIn, signInCustomer, testBackend, type TestBackend } from '../testing/testBackend.ts';

describe('consent prompt', () => {
  let backend: TestBackend;
  let counter = 0;
  beforeAll(async () => {
    backend = await testBackend();
  });
  afterAll(() => backend.close());

  async function newCustomer() {
    counter += 1;
    const email = `consent${counter}@example.com`;
    await backend.database.transaction((tx) =>
      createAccount(tx, { realmId: 1, email, password: 'first-pass', role: 'CUSTOMER', status: 'ACTIVE', profileName: 'Viewer' }),
    );
    return (await signIn(backend.app, 'ringside', email, 'first-pass')).authorisationToken;
  }

  const answers = (token: string, query = '') =>
    backend.app.inject({ url: `/api/v2/consent-prompt/answers${query}`, headers: { ...headers(), ...bearer(token) } });
  const save = (token: string, payload: unknown) =>
    backend.app.inject({ method: 'PUT', url: '/api/v2/consent-prompt', headers: { ...headers(), ...bearer(token) }, payload: payload as object });

  it('shows a new account ringside’s fields, none answered', async () => {
    const token = await newCustomer();
    const response = await answers(token);
    expect(response.json()).toEqual({
      answers: [
        { consentField: { fieldName: 'termsAndConditions', required: true, functionalPurpose: 'TERMS_AND_CONDITIONS' }, answer: null, answeredAt: null },
        { consentField: { fieldName: 'emailMarketing', required: false, functionalPurpose: 'EMAIL_MARKETING' }, answer: null, answeredAt: null },
      ],
    });
  });

  it('filters by functional purpose and refuses an unknown purpose', async () => {
    const token = await newCustomer();
    const only = await answers(token, '?functionalPurposes=EMAIL_MARKETING,TARGETED_ADS');
    expect(only.json().answers.map((a: { consentField: { fieldName: string } }) => a.consentField.fieldName)).toEqual(['emailMarketing']);
    expect((await answers(token, '?functionalPurposes=SPAM')).json().code).toBe('VALIDATION_FAILED');
  });

  it('records the answers once the terms are agreed to', async () => {
    const token = await newCustomer();
    const response = await save(token, [
      { promptField: 'termsAndConditions', answer: 'true' },
      { promptField: 'emailMarketing', answer: 'false' },
    ]);
    expect(response.statusCode).toBe(204);
    const after = (await answers(token)).json().answers;
    expect(after.map((a: { answer: string }) => a.answer)).toEqual(['true', 'false']);
    expect(after[0].answeredAt).toMatch(/^\d{4}-/);

    // Later, the optional one alone can change: the terms stay agreed.
    expect((await save(token, [{ promptField: 'emailMarketing', answer: 'true' }])).statusCode).toBe(204);
  });

  it('refuses to record anything while the required terms are declined or left out', async () => {
    const token = await newCustomer();
    const declined = await save(token, [{ promptField: 'termsAndConditions', answer: 'false' }]);
    expect(declined.statusCode).toBe(400);
    expect(declined.json()).toMatchObject({ code: 'CONSENT_REQUIRED', messages: [{ field: 'termsAndConditions', messageKey: 'consentRequired' }] });
    const leftOut = await save(token, [{ promptField: 'emailMarketing', answer: 'true' }]);
    expect(leftOut.json().code).toBe('CONSENT_REQUIRED');
    expect((await answers(token)).json().answers.every((a: { answer: unknown }) => a.answer === null)).toBe(true);
  });

  it('refuses unknown fields and answers that are not JSON', async () => {
    const token = await newCustomer();
    expect((await save(token, [{ promptField: 'sellMyData', answer: 'true' }])).json().code).toBe('UNKNOWN_CONSENT_FIELD');
    expect((await save(token, [{ promptField: 'termsAndConditions', answer: 'yes please' }])).json().code).toBe('INVALID_CONSENT_ANSWER');
    expect((await save(token, [])).json().code).toBe('VALIDATION_FAILED');
  });

  it('finds the demo customer has already agreed', async () => {
    const fan = await signInCustomer(backend, 'ringside');
    expect((await answers(fan)).json().answers[0].answer).toBe('true');
  });
});
