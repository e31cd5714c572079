import { act, fireEvent, screen, within } from '@testing-library/react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { OperationDescriptor } from 'relay-runtime';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CheckoutStep, checkoutReducer, checkoutStorageKey, createCheckoutState } from '../../checkout/checkoutMachine.ts';
import { renderWithProviders } from '../../test/renderWithProviders.tsx';
import type { PurchaseAppTestQuery } from './__generated__/PurchaseAppTestQuery.graphql.ts';
import { emptyFlow, saveCheckout } from './checkoutStorage.ts';
import { leavePageFor } from './leavePage.ts';
import { PurchaseApp } from './PurchaseApp.tsx';

vi.mock('./leavePage.ts', () => ({ leavePageFor: vi.fn() }));

type Environment = ReturnType<typeof createMockEnvironment>;

const eur = (amount: number) => ({ amount, currency: 'EUR', scale: 2 });

/** The fields of a licence the stories tell the mock platform. */
interface TestLicence {
  id: string;
  internalId: string;
  name: string;
  description: string;
  kind: string;
  subscriptionPeriod: string | null;
  trialDays: number;
  family: null;
  price: ReturnType<typeof eur>;
  liveEvent: null;
}

const monthly: TestLicence = {
  // Licences are nodes: ids of their own, or the mock store would merge them.
  id: 'TGljZW5jZTox',
  internalId: '1',
  name: 'Premium Monthly',
  description: 'Every fight, live and on demand',
  kind: 'SUBSCRIPTION',
  subscriptionPeriod: 'MONTH',
  trialDays: 0,
  family: null,
  price: eur(999),
  liveEvent: null,
};
const yearly = { ...monthly, id: 'TGljZW5jZToy', internalId: '2', name: 'Premium Yearly', description: 'A whole year of fights', subscriptionPeriod: 'YEAR', price: eur(9999) };
const championship = {
  ...monthly,
  id: 'TGljZW5jZToz',
  internalId: '3',
  name: 'Championship 12',
  description: 'One night, live and on replay',
  kind: 'PAY_PER_VIEW',
  subscriptionPeriod: null,
  price: eur(1999),
};

const card = { name: 'stripe', type: 'CREDIT_CARD', groupType: 'CREDIT_CARD', cardFieldUrl: 'https://pay.example.test/card-field', publishableKey: 'pk_test' };
const paypal = { name: 'paypal', type: 'PAYPAL', groupType: null, cardFieldUrl: null, publishableKey: null };

const settings = {
  checkoutFirstStep: 'SELECT_LICENCE',
  checkoutFlow: 'STANDARD',
  compulsoryTrial: false,
  hasVouchers: true,
  allowSelfRegistration: true,
  showLicencesOnSignup: false,
};

function realm(overrides: { settings?: Partial<typeof settings>; licences?: object[] } = {}) {
  return {
    name: 'ringside',
    title: 'Ringside',
    fullName: 'Ringside Fight Network',
    logoUrl: '/images/realm/ringside/logo.svg',
    settings: { ...settings, ...overrides.settings },
    licences: overrides.licences ?? [monthly, yearly, championship],
    authenticationProviders: [{ name: 'EMAIL', fields: [] }],
    signUpConsentFields: [],
  };
}

/** A customer's basket, priced by the platform: 23% tax added. */
function basketOf(licence: TestLicence | null, overrides: Record<string, unknown> = {}) {
  const price = licence?.price.amount ?? 0;
  const tax = Math.round(price * 0.23);
  return {
    licence: licence && { id: licence.id, internalId: licence.internalId, name: licence.name, description: licence.description },
    lines: [],
    subtotal: eur(price),
    totalDiscount: eur(0),
    tax: eur(tax),
    total: eur(price + tax),
    totalExcludingTax: eur(price),
    taxInclusive: false,
    taxRateEstimated: false,
    voucher: null,
    trial: null,
    paymentProviders: [card, paypal],
    billingAddress: null,
    upcomingPriceChange: null,
    ...overrides,
  };
}

function TestCheckout(props: { chosenLicence: string | null; from: string | null; onSignedIn: (destination: string) => void }) {
  const data = useLazyLoadQuery<PurchaseAppTestQuery>(
    graphql`
      query PurchaseAppTestQuery @relay_test_operation {
        realm {
          ...PurchaseApp_realm
        }
        viewer {
          ...PurchaseApp_viewer
        }
      }
    `,
    {},
  );
  const checkoutPath = `/purchase${props.chosenLicence ? `?licence=${props.chosenLicence}` : ''}`;
  return <PurchaseApp realm={data.realm} viewer={data.viewer} checkoutPath={checkoutPath} {...props} />;
}

interface Visit {
  realm?: ReturnType<typeof realm>;
  role?: 'UNAUTHENTICATED' | 'GUEST' | 'CUSTOMER' | 'ADMIN';
  basket?: object | null;
  chosenLicence?: string | null;
  from?: string | null;
  /** The customer's saved cards (none by default). */
  savedCards?: object[];
}

function openCheckout({
  realm: realmData = realm(),
  role = 'CUSTOMER',
  basket = basketOf(null),
  chosenLicence = null,
  from = '/video/7',
  savedCards = [],
}: Visit = {}) {
  const environment = createMockEnvironment();
  environment.mock.queueOperationResolver((operation) =>
    operation.request.node.params.operationKind === 'query'
      ? MockPayloadGenerator.generate(operation, {
          Realm: () => realmData,
          Viewer: () => ({ role, basket: role === 'CUSTOMER' || role === 'ADMIN' ? basket : null }),
        })
      : null,
  );
  // The card step asks for the saved cards when it opens.
  environment.mock.queueOperationResolver((operation) =>
    operation.request.node.params.name === 'SavedCardChoiceQuery'
      ? { data: { viewer: { account: { id: 'QWNjb3VudDox', cardsConnection: { edges: savedCards.map((node) => ({ node })) } } } } }
      : null,
  );
  const onSignedIn = vi.fn();
  const view = renderWithProviders(<TestCheckout chosenLicence={chosenLicence} from={from} onSignedIn={onSignedIn} />, {
    environment,
    pathname: '/purchase',
  });
  return { environment, onSignedIn, ...view };
}

const stepHeading = () => screen.getByRole('heading', { level: 2, name: /^Step|^Confirm/ });
const continueButton = () => screen.getByRole('button', { name: 'Continue' });
const summary = () => screen.getByRole('complementary', { name: 'Order summary' });

/** The most recent mutation, which must be `name`. */
function lastMutation(environment: Environment, name: string): OperationDescriptor {
  const operation = environment.mock.getMostRecentOperation();
  expect(operation.request.node.params.name).toBe(name);
  return operation;
}

async function answer(environment: Environment, name: string, data: Record<string, unknown>) {
  const operation = lastMutation(environment, name);
  await act(async () => {
    environment.mock.resolve(operation, { data });
  });
  return operation.request.variables;
}

/** The platform prices the basket the customer asked for. */
async function platformPrices(environment: Environment, name: string, basket: object) {
  const operation = lastMutation(environment, name);
  await act(async () => {
    environment.mock.resolve(operation, MockPayloadGenerator.generate(operation, { Basket: () => basket, BasketPayload: () => ({ basket, userErrors: [] }) }));
  });
  return operation.request.variables;
}

/** Leaves a checkout in this tab's storage, as a reload or the provider's page would find it. */
function checkoutLeftAt(step: CheckoutStep, licence: TestLicence, flow: Partial<typeof emptyFlow> = {}) {
  let state = createCheckoutState(step);
  state = checkoutReducer(state, { type: 'SELECT_LICENCE', licence: { id: licence.internalId, name: licence.name, trialDays: licence.trialDays }, compulsoryTrial: false });
  saveCheckout('ringside', state, { ...emptyFlow, checkoutPath: '/purchase', from: '/video/7', provider: 'stripe', ...flow });
}

beforeEach(() => {
  sessionStorage.clear();
  vi.mocked(leavePageFor).mockClear();
});

describe('the checkout steps', () => {
  it('walks a signed-in customer through the licence-first order without the account step', async () => {
    const { environment } = openCheckout();
    expect(stepHeading().textContent).toBe('Step 1 of 4: Choose your plan');

    fireEvent.click(screen.getByRole('radio', { name: /Premium Monthly/ }));
    expect(await platformPrices(environment, 'useChooseLicenceMutation', basketOf(monthly))).toEqual({ input: { licenceId: '1' } });
    expect(within(summary()).getByText('Premium Monthly')).toBeTruthy();

    fireEvent.click(continueButton());
    expect(stepHeading().textContent).toBe('Step 2 of 4: Payment method');
    // Focus follows the step, for keyboards and screen readers.
    expect(document.activeElement).toBe(stepHeading());

    fireEvent.click(continueButton());
    expect(stepHeading().textContent).toBe('Step 3 of 4: Billing address');
    fireEvent.change(screen.getByLabelText(/^Country/), { target: { value: 'PT' } });
    fireEvent.click(continueButton());
    expect(await platformPrices(environment, 'useSetBillingAddressMutation', basketOf(monthly, { billingAddress: { internalId: 'a1', countryCode: 'PT', postalCode: null, region: null, city: null, line1: null, isDefault: true } }))).toEqual({
      input: { countryCode: 'PT', postalCode: null, region: null },
    });
    expect(stepHeading().textContent).toBe('Step 4 of 4: Card details');
    expect(screen.getByTitle('Card details')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(stepHeading().textContent).toBe('Step 3 of 4: Billing address');
  });

  it('starts a guest with the plan, then the account: the sign-up form, or signing in and coming back', () => {
    openCheckout({ role: 'GUEST', chosenLicence: null });
    expect(stepHeading().textContent).toBe('Step 1 of 5: Choose your plan');
    fireEvent.click(screen.getByRole('radio', { name: /Premium Yearly/ }));
    // Nothing to price yet: a guest has no basket; the summary shows the plan's own price.
    expect(within(summary()).getByText('€99.99 / year')).toBeTruthy();
    expect(within(summary()).getByText('Tax calculated at checkout')).toBeTruthy();
    fireEvent.click(continueButton());

    expect(stepHeading().textContent).toBe('Step 2 of 5: Create your account');
    expect(screen.getByRole('button', { name: 'Create account' })).toBeTruthy();
    // (The sign-up form's own link, to the plain sign-in page, is hidden in checkout: see checkout.css.)
    const signIn = screen.getAllByRole('link', { name: 'Sign in' }).map((link) => link.getAttribute('href'));
    expect(signIn).toContain('/login?from=%2Fpurchase');
  });

  it('signs a new customer up and comes back to this checkout, signed in', async () => {
    const { environment, onSignedIn } = openCheckout({ role: 'GUEST', chosenLicence: '1' });
    fireEvent.click(continueButton());
    fireEvent.input(screen.getByLabelText(/^Email/), { target: { value: 'nia@example.test' } });
    fireEvent.input(screen.getByLabelText(/^Password/), { target: { value: 'fight-night-42' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    await answer(environment, 'useSignUpMutation', {
      signUp: { lacksConfirmation: false, email: null, developmentMailboxUrl: null, userErrors: [], captchaChallenge: null },
    });
    expect(onSignedIn).toHaveBeenCalledWith('/purchase?licence=1');
    // Saved first: the rebuilt app finds the checkout where it was.
    expect(JSON.parse(sessionStorage.getItem(checkoutStorageKey('ringside'))!).state.step).toBe(CheckoutStep.CREATE_ACCOUNT);
  });

  it('sends the plan chosen with the sign-up, so the confirmation email’s link comes back to checkout', async () => {
    const { environment } = openCheckout({ role: 'GUEST', chosenLicence: '1', realm: realm({ settings: { showLicencesOnSignup: true } }) });
    fireEvent.click(continueButton());
    fireEvent.input(screen.getByLabelText(/^Email/), { target: { value: 'nia@example.test' } });
    fireEvent.input(screen.getByLabelText(/^Password/), { target: { value: 'fight-night-42' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    const { input } = await answer(environment, 'useSignUpMutation', {
      signUp: { lacksConfirmation: true, email: 'nia@example.test', developmentMailboxUrl: null, userErrors: [], captchaChallenge: null },
    });
    expect(input.continuePath).toBe('/purchase?licence=1');
    expect(screen.getByText('Check your inbox')).toBeTruthy();
  });

  it('starts a guest with the account where the realm puts it first', () => {
    openCheckout({ role: 'GUEST', realm: realm({ settings: { checkoutFirstStep: 'CREATE_ACCOUNT' } }), chosenLicence: '1' });
    expect(stepHeading().textContent).toBe('Step 1 of 5: Create your account');
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
  });

  it('skips the account step for a customer in the account-first order too', () => {
    openCheckout({ realm: realm({ settings: { checkoutFirstStep: 'CREATE_ACCOUNT' } }) });
    expect(stepHeading().textContent).toBe('Step 1 of 4: Choose your plan');
  });

  it('comes back after signing up at the step after the account, signed in', async () => {
    const first = openCheckout({ role: 'GUEST', chosenLicence: '1' });
    fireEvent.click(continueButton());
    expect(stepHeading().textContent).toBe('Step 2 of 5: Create your account');
    first.unmount();

    // The sign-up rebuilt the app: the same address, now as a customer.
    const { environment } = openCheckout({ role: 'CUSTOMER', chosenLicence: '1' });
    expect(await platformPrices(environment, 'useChooseLicenceMutation', basketOf(monthly))).toEqual({ input: { licenceId: '1' } });
    expect(stepHeading().textContent).toBe('Step 2 of 4: Payment method');
  });

  it('keeps a pay-per-view bought from its event: no plan step, no Change', async () => {
    const { environment } = openCheckout({ chosenLicence: '3' });
    await platformPrices(environment, 'useChooseLicenceMutation', basketOf(championship));
    expect(stepHeading().textContent).toBe('Step 1 of 3: Payment method');
    expect(within(summary()).getByText('Championship 12')).toBeTruthy();
    expect(within(summary()).queryByRole('button', { name: 'Change' })).toBeNull();
  });

  it('offers to change a subscription chosen before checkout, taking the customer back to the plans', async () => {
    const { environment } = openCheckout({ chosenLicence: '1', basket: basketOf(monthly) });
    expect(stepHeading().textContent).toBe('Step 1 of 4: Choose your plan');
    fireEvent.click(continueButton());
    fireEvent.click(within(summary()).getByRole('button', { name: 'Change' }));
    expect(stepHeading().textContent).toBe('Step 1 of 4: Choose your plan');
    expect(screen.getByRole('radio', { name: /Premium Monthly/ })).toHaveProperty('checked', true);
    expect(environment.mock.getAllOperations()).toHaveLength(0);
  });

  it('has no Change button where the plan is the only one on sale', () => {
    openCheckout({ realm: realm({ licences: [monthly] }), basket: basketOf(monthly) });
    expect(stepHeading().textContent).toBe('Step 1 of 3: Payment method');
    expect(within(summary()).queryByRole('button', { name: 'Change' })).toBeNull();
  });

  it('refuses to go on without a plan', () => {
    openCheckout();
    fireEvent.click(continueButton());
    expect(screen.getByRole('alert').textContent).toBe('Please choose a plan to continue.');
    expect(stepHeading().textContent).toBe('Step 1 of 4: Choose your plan');
  });

  it('skips the card for PayPal: the address step sends the customer to PayPal', async () => {
    const { environment } = openCheckout({ chosenLicence: '1', basket: basketOf(monthly) });
    fireEvent.click(continueButton());
    fireEvent.click(screen.getByRole('radio', { name: /PayPal/ }));
    fireEvent.click(continueButton());
    expect(stepHeading().textContent).toBe('Step 3 of 3: Billing address');
    fireEvent.change(screen.getByLabelText(/^Country/), { target: { value: 'GB' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue to PayPal' }));
    await platformPrices(environment, 'useSetBillingAddressMutation', basketOf(monthly));
    const variables = await answer(environment, 'usePayBasketMutation', {
      payBasket: { payment: payment('REQUIRES_ACTION', { redirectUrl: 'https://paypal.example.test/approve/p1' }), userErrors: [] },
    });
    expect(variables.input).toMatchObject({ provider: 'paypal', cardToken: null, returnPath: '/payment/authorization' });
    expect(leavePageFor).toHaveBeenCalledWith('https://paypal.example.test/approve/p1');
  });

  it('asks for the postcode of a US billing address', () => {
    checkoutLeftAt(CheckoutStep.ADD_BILLING_ADDRESS, monthly);
    const { environment } = openCheckout({ chosenLicence: '1', basket: basketOf(monthly) });
    fireEvent.change(screen.getByLabelText(/^Country/), { target: { value: 'US' } });
    fireEvent.click(continueButton());
    expect(screen.getByText('Please enter your postcode: we need it to work out the tax.')).toBeTruthy();
    expect(environment.mock.getAllOperations()).toHaveLength(0);
  });
});

describe('a compulsory free trial', () => {
  const trialMonthly = { ...monthly, trialDays: 7 };
  const trialBasket = basketOf(trialMonthly, { total: eur(0), trial: { days: 7, endsAt: '2026-12-08T12:00:00Z', dueAfterTrial: eur(1229) } });

  it('must be acknowledged before the customer goes on', async () => {
    const { environment } = openCheckout({ realm: realm({ settings: { compulsoryTrial: true }, licences: [trialMonthly, yearly] }) });
    fireEvent.click(screen.getByRole('radio', { name: /Premium Monthly/ }));
    await platformPrices(environment, 'useChooseLicenceMutation', trialBasket);

    const acknowledgement = screen.getByRole('checkbox', {
      name: 'I understand my free trial ends on 08/12/2026 and I will then be charged €12.29 unless I cancel.',
    });
    fireEvent.click(continueButton());
    expect(screen.getByRole('alert').textContent).toBe('Please confirm that you understand when your free trial ends.');
    expect(stepHeading().textContent).toBe('Step 1 of 4: Choose your plan');
    expect(acknowledgement.getAttribute('aria-invalid')).toBe('true');

    fireEvent.click(acknowledgement);
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.click(continueButton());
    expect(stepHeading().textContent).toBe('Step 2 of 4: Payment method');
  });

  it('is not asked for a plan without a trial', async () => {
    const { environment } = openCheckout({ realm: realm({ settings: { compulsoryTrial: true }, licences: [trialMonthly, yearly] }) });
    fireEvent.click(screen.getByRole('radio', { name: /Premium Yearly/ }));
    await platformPrices(environment, 'useChooseLicenceMutation', basketOf(yearly));
    expect(screen.queryByRole('checkbox')).toBeNull();
    fireEvent.click(continueButton());
    expect(stepHeading().textContent).toBe('Step 2 of 4: Payment method');
  });
});

describe('promo codes', () => {
  async function atPaymentMethod() {
    const view = openCheckout({ chosenLicence: '1', basket: basketOf(monthly) });
    return view;
  }

  it('applies a code: the platform prices the basket again and the summary shows the discount', async () => {
    const { environment } = await atPaymentMethod();
    fireEvent.input(within(summary()).getByLabelText('Promo code'), { target: { value: ' summer20 ' } });
    fireEvent.click(within(summary()).getByRole('button', { name: 'Apply' }));
    expect(within(summary()).getByRole('button', { name: 'Applying…' })).toHaveProperty('disabled', true);
    const variables = await platformPrices(
      environment,
      'useApplyVoucherMutation',
      basketOf(monthly, {
        totalDiscount: eur(200),
        total: eur(983),
        tax: eur(184),
        voucher: { code: 'SUMMER20', isValid: true, reason: null, description: '20% off your first month', discount: eur(200) },
      }),
    );
    expect(variables).toEqual({ input: { code: 'summer20' } });
    expect(within(summary()).getByText('SUMMER20')).toBeTruthy();
    expect(within(summary()).getByText('20% off your first month')).toBeTruthy();
    expect(within(summary()).getByText('-€2.00')).toBeTruthy();
  });

  it('says why a code does not apply, in words', async () => {
    const { environment } = await atPaymentMethod();
    fireEvent.input(within(summary()).getByLabelText('Promo code'), { target: { value: 'WINTER' } });
    fireEvent.click(within(summary()).getByRole('button', { name: 'Apply' }));
    await platformPrices(environment, 'useApplyVoucherMutation', basketOf(monthly, { voucher: { code: 'WINTER', isValid: false, reason: 'VOUCHER_EXPIRED', description: null, discount: null } }));
    expect(within(summary()).getByRole('alert').textContent).toBe('This promo code has expired.');
  });

  it('says so when the platform refuses the code outright', async () => {
    const { environment } = await atPaymentMethod();
    fireEvent.input(within(summary()).getByLabelText('Promo code'), { target: { value: 'NOPE' } });
    fireEvent.click(within(summary()).getByRole('button', { name: 'Apply' }));
    await answer(environment, 'useApplyVoucherMutation', {
      applyVoucher: { basket: null, userErrors: [{ messageKey: 'VOUCHER_NOT_FOUND', field: 'code', message: 'No such code' }] },
    });
    expect(within(summary()).getByRole('alert').textContent).toBe('This promo code does not exist. Check it and try again.');
  });

  it('removes an applied code', async () => {
    const applied = basketOf(monthly, { voucher: { code: 'SUMMER20', isValid: true, reason: null, description: '20% off', discount: eur(200) }, totalDiscount: eur(200) });
    const { environment } = openCheckout({ chosenLicence: '1', basket: applied });
    fireEvent.click(within(summary()).getByRole('button', { name: 'Remove promo code SUMMER20' }));
    await platformPrices(environment, 'useRemoveVoucherMutation', basketOf(monthly));
    expect(within(summary()).getByLabelText('Promo code')).toBeTruthy();
    expect(within(summary()).queryByText('SUMMER20')).toBeNull();
  });

  it('is not offered where the realm takes no codes', () => {
    openCheckout({ chosenLicence: '1', basket: basketOf(monthly), realm: realm({ settings: { hasVouchers: false } }) });
    expect(within(summary()).queryByLabelText('Promo code')).toBeNull();
  });
});

function payment(status: string, overrides: Record<string, unknown> = {}) {
  return {
    id: 'UGF5bWVudDpwMQ==',
    internalId: 'p1',
    status,
    declineCode: null,
    redirectUrl: null,
    amount: eur(1229),
    licence: { id: monthly.id, internalId: '1', kind: 'SUBSCRIPTION' },
    ...overrides,
  };
}

describe('the card step', () => {
  function atCardStep(basket = basketOf(monthly), savedCards: object[] = []) {
    checkoutLeftAt(CheckoutStep.ADD_CARD, monthly);
    const view = openCheckout({ chosenLicence: '1', basket, savedCards });
    expect(stepHeading().textContent).toBe('Step 4 of 4: Card details');
    return view;
  }

  const cardField = () => screen.getByTitle('Card details') as HTMLIFrameElement;

  function cardFieldSays(data: object, { origin = 'https://pay.example.test', source = cardField().contentWindow }: { origin?: string; source?: Window | null } = {}) {
    act(() => {
      window.dispatchEvent(new MessageEvent('message', { data, origin, source }));
    });
  }

  const typesCard = (token = 'tok_4242', last4 = '4242') => cardFieldSays({ type: 'ringside:card-token', token, brand: 'Visa', last4 });
  const payButton = () => screen.getByRole('button', { name: /^Pay|^Processing/ });
  const payBasketCalls = (environment: Environment) =>
    environment.mock.getAllOperations().filter((operation) => operation.request.node.params.name === 'usePayBasketMutation');

  it('loads the provider’s card field, telling it our origin', () => {
    atCardStep();
    expect(cardField().getAttribute('src')).toBe('https://pay.example.test/card-field?origin=http%3A%2F%2Flocalhost%3A3000');
  });

  it('takes a card token only from the provider’s field, at its origin', () => {
    atCardStep();
    cardFieldSays({ type: 'ringside:card-token', token: 'tok_evil', brand: 'Visa', last4: '6666' }, { origin: 'https://evil.example.test' });
    cardFieldSays({ type: 'ringside:card-token', token: 'tok_evil', brand: 'Visa', last4: '6666' }, { source: window });
    expect(screen.queryByText(/ending 6666/)).toBeNull();

    typesCard();
    expect(screen.getByText('Visa ending 4242 is ready.')).toBeTruthy();
  });

  it('shows the card field’s own errors at the step', () => {
    atCardStep();
    cardFieldSays({ type: 'ringside:card-error', code: 'CARD_EXPIRED' });
    expect(screen.getByRole('alert').textContent).toBe('This card has expired. Try another card.');
  });

  it('asks for the card before paying', () => {
    const { environment } = atCardStep();
    fireEvent.click(payButton());
    expect(screen.getByRole('alert').textContent).toBe('Please enter your card details first.');
    expect(payBasketCalls(environment)).toHaveLength(0);
  });

  it('pays and, once it succeeded, shows the subscription’s confirmation', async () => {
    const { environment, router } = atCardStep();
    typesCard();
    fireEvent.click(screen.getByRole('button', { name: 'Pay €12.29' }));
    const variables = await answer(environment, 'usePayBasketMutation', { payBasket: { payment: payment('SUCCEEDED'), userErrors: [] } });
    expect(variables.input).toMatchObject({ provider: 'stripe', cardToken: 'tok_4242', returnPath: '/payment/authorization' });
    expect(variables.input.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(router.push).toHaveBeenCalledWith({ pathname: '/subscription/confirmation', query: { paymentId: 'p1' } });
  });

  it('says "Start free trial" where the plan starts with one', () => {
    atCardStep(basketOf(monthly, { total: eur(0), trial: { days: 7, endsAt: '2026-12-08T12:00:00Z', dueAfterTrial: eur(1229) } }));
    expect(screen.getByRole('button', { name: 'Start free trial' })).toBeTruthy();
  });

  it('says plainly that a declined card was not charged, and stays for another card', async () => {
    const { environment, router } = atCardStep();
    typesCard();
    fireEvent.click(payButton());
    await answer(environment, 'usePayBasketMutation', { payBasket: { payment: payment('DECLINED', { declineCode: 'CARD_DECLINED' }), userErrors: [] } });
    expect(screen.getByRole('alert').textContent).toBe('Your card was declined. Nothing was charged. Try another card.');
    expect(stepHeading().textContent).toBe('Step 4 of 4: Card details');
    expect(router.push).not.toHaveBeenCalled();
  });

  it('words a decline for insufficient funds', async () => {
    const { environment } = atCardStep();
    typesCard();
    fireEvent.click(payButton());
    await answer(environment, 'usePayBasketMutation', { payBasket: { payment: payment('DECLINED', { declineCode: 'INSUFFICIENT_FUNDS' }), userErrors: [] } });
    expect(screen.getByRole('alert').textContent).toContain('insufficient funds');
  });

  it('offers the saved default card, pays with it by id, and takes a new card on request', () => {
    const visa = { id: 'Q2FyZDox', internalId: '1', brand: 'visa', last4: '4242', expiryMonth: 4, expiryYear: 2031, isDefault: true, isExpired: false };
    const mastercard = { ...visa, id: 'Q2FyZDoy', internalId: '2', brand: 'mastercard', last4: '5100', isDefault: false };
    const expired = { ...visa, id: 'Q2FyZDoz', internalId: '3', brand: 'amex', last4: '0005', isDefault: false, isExpired: true };
    const { environment } = atCardStep(basketOf(monthly), [visa, mastercard, expired]);

    const choice = screen.getByRole('group', { name: 'Pay with' });
    const options = within(choice).getAllByRole('radio');
    // An expired card cannot pay: not offered. The default is chosen.
    expect(options).toHaveLength(3);
    expect((within(choice).getByRole('radio', { name: /Visa ending in 4242/ }) as HTMLInputElement).checked).toBe(true);
    expect(screen.queryByTitle('Card details')).toBeNull();

    fireEvent.click(payButton());
    const first = lastMutation(environment, 'usePayBasketMutation').request.variables.input;
    expect(first).toMatchObject({ provider: 'stripe', cardId: '1', cardToken: null });
    act(() => {
      environment.mock.reject(lastMutation(environment, 'usePayBasketMutation'), new Error('Failed to fetch'));
    });

    // Another card is another attempt: a new key.
    fireEvent.click(within(choice).getByRole('radio', { name: /A new card/ }));
    expect(cardField()).toBeTruthy();
    typesCard('tok_new', '1111');
    fireEvent.click(payButton());
    const second = lastMutation(environment, 'usePayBasketMutation').request.variables.input;
    expect(second).toMatchObject({ cardId: null, cardToken: 'tok_new' });
    expect(second.idempotencyKey).not.toBe(first.idempotencyKey);
  });

  it('sends one payment for a double click', () => {
    const { environment } = atCardStep();
    typesCard();
    fireEvent.click(payButton());
    fireEvent.click(payButton());
    expect(payBasketCalls(environment)).toHaveLength(1);
    expect(payButton()).toHaveProperty('disabled', true);
  });

  it('retries after a network error with the same idempotency key: the platform charges once', async () => {
    const { environment } = atCardStep();
    typesCard();
    fireEvent.click(payButton());
    const first = lastMutation(environment, 'usePayBasketMutation');
    await act(async () => {
      environment.mock.reject(first, new Error('Failed to fetch'));
    });
    expect(screen.getByRole('alert').textContent).toContain('We could not reach the payment service');

    fireEvent.click(payButton());
    const retry = lastMutation(environment, 'usePayBasketMutation');
    expect(retry).not.toBe(first);
    expect(retry.request.variables.input.idempotencyKey).toBe(first.request.variables.input.idempotencyKey);
  });

  it('makes a new attempt, with a new key, after a decline', async () => {
    const { environment } = atCardStep();
    typesCard();
    fireEvent.click(payButton());
    const declined = lastMutation(environment, 'usePayBasketMutation');
    await answer(environment, 'usePayBasketMutation', { payBasket: { payment: payment('DECLINED', { declineCode: 'CARD_DECLINED' }), userErrors: [] } });

    typesCard('tok_5555', '5555');
    fireEvent.click(payButton());
    const next = lastMutation(environment, 'usePayBasketMutation');
    expect(next.request.variables.input.cardToken).toBe('tok_5555');
    expect(next.request.variables.input.idempotencyKey).not.toBe(declined.request.variables.input.idempotencyKey);
  });

  it('sends the customer to the provider’s page when the bank asks to authenticate, saving the checkout first', async () => {
    const { environment } = atCardStep();
    typesCard();
    fireEvent.click(payButton());
    const { input } = await answer(environment, 'usePayBasketMutation', {
      payBasket: { payment: payment('REQUIRES_ACTION', { redirectUrl: 'https://pay.example.test/3ds/p1' }), userErrors: [] },
    });
    expect(leavePageFor).toHaveBeenCalledWith('https://pay.example.test/3ds/p1');
    const saved = JSON.parse(sessionStorage.getItem(checkoutStorageKey('ringside'))!);
    expect(saved.state.step).toBe(CheckoutStep.ADD_CARD);
    const flow = JSON.parse(sessionStorage.getItem(`${checkoutStorageKey('ringside')}.flow`)!);
    expect(flow).toMatchObject({ attemptKey: input.idempotencyKey, from: '/video/7', checkoutPath: '/purchase?licence=1' });
  });

  it('comes back from a declined authorisation at the card step, with the reason', () => {
    checkoutLeftAt(CheckoutStep.ADD_CARD, monthly, { returnError: 'AUTHORISATION_FAILED', attemptKey: 'b3f5c1de-0000-4000-8000-000000000001' });
    openCheckout({ chosenLicence: '1', basket: basketOf(monthly) });
    expect(stepHeading().textContent).toBe('Step 4 of 4: Card details');
    expect(screen.getByRole('alert').textContent).toBe('The payment was not authorised. Nothing was charged. Please try again.');
    const flow = JSON.parse(sessionStorage.getItem(`${checkoutStorageKey('ringside')}.flow`)!);
    expect(flow).toMatchObject({ returnError: null, attemptKey: null });
  });
});

describe('resuming', () => {
  it('finds the customer where they were after the page is opened again', async () => {
    const first = openCheckout();
    fireEvent.click(screen.getByRole('radio', { name: /Premium Yearly/ }));
    await platformPrices(first.environment, 'useChooseLicenceMutation', basketOf(yearly));
    fireEvent.click(continueButton());
    fireEvent.click(screen.getByRole('radio', { name: /PayPal/ }));
    first.unmount();

    openCheckout({ basket: basketOf(yearly) });
    expect(stepHeading().textContent).toBe('Step 2 of 3: Payment method');
    expect(screen.getByRole('radio', { name: /PayPal/ })).toHaveProperty('checked', true);
    expect(within(summary()).getByText('Premium Yearly')).toBeTruthy();
  });

  it('starts afresh when another licence is asked for', () => {
    checkoutLeftAt(CheckoutStep.ADD_CARD, monthly);
    openCheckout({ chosenLicence: '3', basket: basketOf(championship) });
    expect(stepHeading().textContent).toBe('Step 1 of 3: Payment method');
  });
});
