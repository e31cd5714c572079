import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Suspense, useRef } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { OperationDescriptor } from 'relay-runtime';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { useModalPanel } from '../../components/useModalPanel.ts';
import { renderWithProviders } from '../../test/renderWithProviders.tsx';
import type { AccountPromptsTestQuery } from './__generated__/AccountPromptsTestQuery.graphql.ts';
import { AccountPrompts } from './AccountPrompts.tsx';
import { consentRecentlyRecorded, forgetConsentTime } from './consentRecord.ts';

function Frame() {
  const data = useLazyLoadQuery<AccountPromptsTestQuery>(
    graphql`
      query AccountPromptsTestQuery @relay_test_operation {
        realm {
          ...AccountPrompts_realm
        }
        viewer {
          ...AccountPrompts_viewer
        }
      }
    `,
    {},
  );
  return <AccountPrompts viewer={data.viewer} realm={data.realm} />;
}

/** A dialog the viewer opened themselves (the profiles dialog). */
function OtherDialog() {
  const panel = useRef<HTMLDivElement>(null);
  useModalPanel(panel, () => undefined);
  return <div ref={panel} role="dialog" aria-label="Profiles" tabIndex={-1} />;
}

const phoneRule = { fieldName: 'phoneNumber', regex: '^\\+[1-9]\\d{7,14}$', emptyLabelKey: 'requiredField', errorLabelKey: 'invalidPhoneNumber' };
const cpfRule = { fieldName: 'taxNumber', regex: '^\\d{3}\\.\\d{3}\\.\\d{3}-\\d{2}$', emptyLabelKey: 'taxNumberIsRequired', errorLabelKey: 'taxNumberIsInvalid' };
const terms = { fieldName: 'termsAndConditions', required: true, functionalPurpose: 'TERMS_AND_CONDITIONS' };
const marketing = { fieldName: 'emailMarketing', required: false, functionalPurpose: 'EMAIL_MARKETING' };

async function open({
  role = 'CUSTOMER',
  isChildProfile = false,
  missing = [] as object[],
  consent = [] as object[],
  countryCode = 'BR' as string | null,
}) {
  const environment = createMockEnvironment();
  // One answer for the frame's query, one for the prompts' own.
  const resolve = (operation: OperationDescriptor) =>
    MockPayloadGenerator.generate(operation, {
      Realm: () => ({ name: 'ringside', languages: [{ code: 'en' }, { code: 'pt' }] }),
      Viewer: () => ({ role, isChildProfile, sessionExpiresAt: '2026-11-22T10:00:00.000Z' }),
      Account: () => ({
        id: 'QWNjb3VudDox',
        internalId: '41',
        missingInformation: { status: missing.length ? 'REQUIRED' : 'NONE', fields: missing, countryCode },
        consentPrompt: { fields: consent },
      }),
    });
  environment.mock.queueOperationResolver(resolve);
  renderWithProviders(
    <Suspense fallback={null}>
      <Frame />
    </Suspense>,
    { environment },
  );
  // The prompts' own query, sent once their chunk has loaded, for account holders only.
  if ((role === 'CUSTOMER' || role === 'ADMIN') && !isChildProfile) {
    let pending: OperationDescriptor | undefined;
    await waitFor(() => {
      pending = environment.mock.getAllOperations().find((operation) => operation.request.node.params.name === 'AccountPromptDialogsQuery');
      expect(pending).toBeDefined();
    });
    await act(async () => environment.mock.resolve(pending!, resolve(pending!)));
  }
  return environment;
}

async function answer(environment: ReturnType<typeof createMockEnvironment>, data: object) {
  const operation = environment.mock.getMostRecentOperation();
  await act(async () => environment.mock.resolve(operation, { data: data as never }));
  return operation;
}

// The modal's chunk (with the phone metadata) loads once here rather than inside the first story's time limit.
beforeAll(() => import('./MissingInformationModal.tsx'));

afterEach(() => {
  forgetConsentTime('ringside');
  sessionStorage.clear();
});

describe('the missing-details modal', () => {
  it('asks for what the realm lacks, keeps submit off while a field is wrong, and closes once saved', async () => {
    const environment = await open({
      missing: [
        { fieldName: 'fullName', regex: null, emptyLabelKey: 'requiredField', errorLabelKey: 'invalidFieldValue' },
        cpfRule,
        phoneRule,
      ],
    });
    expect(await screen.findByRole('dialog', { name: 'Complete your details' })).toBeTruthy();
    const save = screen.getByRole('button', { name: 'Save details' });
    expect((save as HTMLButtonElement).disabled).toBe(true);

    const taxNumber = screen.getByLabelText(/Tax number/);
    fireEvent.input(taxNumber, { target: { value: '1234567' } });
    fireEvent.blur(taxNumber);
    expect((taxNumber as HTMLInputElement).value).toBe('123.456.7');
    expect(screen.getByText('Please enter your tax number as 000.000.000-00.')).toBeTruthy();

    fireEvent.input(taxNumber, { target: { value: '12345678909' } });
    fireEvent.input(screen.getByLabelText(/Full name/), { target: { value: 'Robin Alves' } });
    expect((taxNumber as HTMLInputElement).value).toBe('123.456.789-09');
    expect((save as HTMLButtonElement).disabled).toBe(true);

    // The phone number starts in the account's country and is formatted for it as it is typed.
    expect((screen.getByLabelText('Country of the phone number') as HTMLSelectElement).value).toBe('BR');
    const phone = screen.getByLabelText(/^Phone number/);
    fireEvent.input(phone, { target: { value: '1198765' } });
    fireEvent.blur(phone);
    expect((phone as HTMLInputElement).value).toBe('(11) 98765');
    expect(screen.getByText('This is not a phone number of the country chosen.')).toBeTruthy();
    fireEvent.input(phone, { target: { value: '(11) 987654321' } });
    expect((phone as HTMLInputElement).value).toBe('(11) 98765-4321');
    expect(screen.queryByText('This is not a phone number of the country chosen.')).toBeNull();
    expect((save as HTMLButtonElement).disabled).toBe(false);

    fireEvent.click(save);
    const first = await answer(environment, {
      completeMissingInformation: {
        account: null,
        userErrors: [{ messageKey: 'taxNumberIsInvalid', field: 'taxNumber', message: 'no' }, { messageKey: 'requiredField', field: 'fullName', message: 'no' }],
      },
    });
    expect(first.request.variables.input).toMatchObject({ fullName: 'Robin Alves', taxNumber: '123.456.789-09', phoneNumber: '+5511987654321' });
    expect(screen.getByRole('alert').textContent).toContain('Please enter your tax number as 000.000.000-00.');

    fireEvent.click(save);
    await answer(environment, {
      completeMissingInformation: { account: { id: 'QWNjb3VudDox', missingInformation: { status: 'NONE' } }, userErrors: [] },
    });
    expect(screen.queryByRole('dialog')).toBeNull();
  }, 15_000);

  it('formats the tax number only for Brazil; elsewhere it stays as typed, and a number with + moves the picker', async () => {
    await open({ missing: [{ ...cpfRule, regex: null }, phoneRule], countryCode: 'PT' });
    const taxNumber = await screen.findByLabelText(/Tax number/);
    fireEvent.input(taxNumber, { target: { value: '123456789' } });
    expect((taxNumber as HTMLInputElement).value).toBe('123456789');
    const country = screen.getByLabelText('Country of the phone number') as HTMLSelectElement;
    expect(country.value).toBe('PT');
    const phone = screen.getByLabelText(/^Phone number/);
    fireEvent.input(phone, { target: { value: '+34612345678' } });
    expect((phone as HTMLInputElement).value).toBe('+34 612 34 56 78');
    expect(country.value).toBe('ES');
    fireEvent.change(country, { target: { value: 'US' } });
    fireEvent.input(phone, { target: { value: '4155550100' } });
    expect((phone as HTMLInputElement).value).toBe('(415) 555-0100');
  });

  it('goes away for this browser session when dismissed, for this account', async () => {
    await open({ missing: [cpfRule] });
    fireEvent.click(await screen.findByRole('button', { name: 'Not now' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(sessionStorage.getItem('rs_missing_details_dismissed_ringside_41')).not.toBeNull();
    cleanup();

    // The next page load of the same browser session asks nothing.
    await open({ missing: [cpfRule] });
    await act(async () => undefined);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('waits for another dialog to close instead of opening over it', async () => {
    const other = render(<OtherDialog />);
    await open({ missing: [cpfRule] });
    await act(async () => undefined);
    expect(screen.getAllByRole('dialog').map((dialog) => dialog.getAttribute('aria-label'))).toEqual(['Profiles']);
    other.unmount();
    expect(await screen.findByRole('dialog', { name: 'Complete your details' })).toBeTruthy();
  });
});

describe('the consent modal', () => {
  it('asks for the unanswered terms and optional choices; saving needs the terms', async () => {
    const environment = await open({ consent: [{ ...terms, answer: null }, { ...marketing, answer: null }] });
    expect(await screen.findByRole('dialog', { name: 'Before you continue' })).toBeTruthy();
    const save = screen.getByRole('button', { name: 'Save choices' });
    expect((save as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByLabelText(/I agree to the terms and conditions/));
    expect((save as HTMLButtonElement).disabled).toBe(false);

    fireEvent.click(save);
    await answer(environment, { saveConsentAnswers: { consentPrompt: null, userErrors: [{ messageKey: 'errorUpdatingTermsOfUse' }] } });
    expect(screen.getByRole('alert').textContent).toContain('We could not save your choices. Please try again.');
    expect(consentRecentlyRecorded('ringside')).toBe(false);

    fireEvent.click(save);
    const saved = await answer(environment, { saveConsentAnswers: { consentPrompt: { needsAnswers: false }, userErrors: [] } });
    expect(saved.request.variables.input.answers).toEqual([
      { fieldName: 'termsAndConditions', agreed: true },
      { fieldName: 'emailMarketing', agreed: false },
    ]);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(consentRecentlyRecorded('ringside')).toBe(true);
  });

  it('shows nothing, and records the time, when every required field is agreed', async () => {
    await open({ consent: [{ ...terms, answer: 'true' }, { ...marketing, answer: null }] });
    await act(async () => undefined);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(consentRecentlyRecorded('ringside')).toBe(true);
  });
});

describe('who is asked', () => {
  it.each([
    ['a guest', { role: 'GUEST' }],
    ['a child profile', { isChildProfile: true }],
  ])('never %s: nothing is even fetched', async (_who, viewer) => {
    const environment = await open({ ...viewer, missing: [cpfRule], consent: [{ ...terms, answer: null }] });
    await act(async () => undefined);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(environment.mock.getAllOperations()).toHaveLength(0);
  });
});
