import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useState } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import { TextField } from '../../components/form/TextField.tsx';
import { messageForKey } from '../../system/userMessages.ts';
import type { CustomerLookupQuery, CustomerLookupQuery$data } from './__generated__/CustomerLookupQuery.graphql.ts';
import { useCreateImpersonationToken } from './useCreateImpersonationToken.ts';

const searchQuery = graphql`
  query CustomerLookupQuery($email: String!) {
    customersByEmail(email: $email) {
      internalID
      exid
      email
      status
    }
  }
`;

type Customer = CustomerLookupQuery$data['customersByEmail'][number];

/**
 * An admin's way in without GraphiQL: find a customer of the realm by email
 * and start impersonating them here. `onToken` spends the token at once.
 */
export function CustomerLookup({ onToken }: { onToken: (token: string) => void }) {
  const environment = useRelayEnvironment();
  const { t, i18n } = useLingui();
  const [email, setEmail] = useState('');
  const [customers, setCustomers] = useState<readonly Customer[] | null>(null);
  const [searching, setSearching] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [createToken, creating] = useCreateImpersonationToken();

  const search = (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    if (email.trim().length < 2) {
      setProblem(t`Type at least 2 characters of the email address.`);
      return;
    }
    setSearching(true);
    fetchQuery<CustomerLookupQuery>(environment, searchQuery, { email: email.trim() }, { fetchPolicy: 'network-only' })
      .toPromise()
      .then((data) => setCustomers(data?.customersByEmail ?? []))
      .catch(() => setProblem(messageForKey(i18n, 'anErrorOccured')))
      .finally(() => setSearching(false));
  };

  const impersonate = (customer: Customer) => {
    setProblem(null);
    createToken({
      variables: { input: { userId: customer.internalID } },
      onCompleted: ({ createImpersonationToken: result }) => {
        if (result.token) onToken(result.token);
        else setProblem(messageForKey(i18n, result.userErrors[0]?.messageKey ?? 'anErrorOccured'));
      },
      onError: () => setProblem(messageForKey(i18n, 'anErrorOccured')),
    });
  };

  return (
    <div className="rs-lookup">
      <form className="rs-form" noValidate onSubmit={search}>
        {problem ? (
          <p className="rs-form__error" role="alert">
            {problem}
          </p>
        ) : null}
        <TextField label={<Trans>Customer's email</Trans>} type="search" value={email} onChange={setEmail} error={null} autoComplete="off" />
        <button type="submit" className="rs-form__submit" disabled={searching}>
          {searching ? <span className="rs-form__spinner" role="status" aria-label={t`Searching`} /> : null}
          <Trans>Find customers</Trans>
        </button>
      </form>
      {customers ? (
        customers.length === 0 ? (
          <p className="rs-authcard__note">
            <Trans>No customer of this realm matches.</Trans>
          </p>
        ) : (
          <ul className="rs-lookup__results" aria-label={t`Customers`}>
            {customers.map((customer) => (
              <li key={customer.internalID} className="rs-lookup__result">
                <span className="rs-lookup__who">
                  <strong>{customer.email}</strong>
                  <span>
                    {customer.exid} · {customer.status}
                  </span>
                </span>
                <button type="button" className="rs-button rs-button--secondary" disabled={creating} onClick={() => impersonate(customer)}>
                  <Trans>Impersonate</Trans>
                </button>
              </li>
            ))}
          </ul>
        )
      ) : null}
    </div>
  );
}
