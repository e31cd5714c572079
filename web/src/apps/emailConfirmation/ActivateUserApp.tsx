import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'found';
import { type ReactNode, useState } from 'react';
import { graphql, useFragment, useMutation } from 'react-relay';
import { useDocumentTitle } from '../../realm/documentTitle.tsx';
import { pathTo } from '../../system/routePaths.ts';
import { messageForKey } from '../../system/userMessages.ts';
import { AccountCard } from '../../components/AccountCard.tsx';
import { fieldLabel } from '../signup/fieldLabels.ts';
import type { ActivateUserApp_query$key } from './__generated__/ActivateUserApp_query.graphql.ts';
import type { ActivateUserAppActivateMutation } from './__generated__/ActivateUserAppActivateMutation.graphql.ts';
import type { ActivateUserAppDeleteMutation } from './__generated__/ActivateUserAppDeleteMutation.graphql.ts';

const fragment = graphql`
  fragment ActivateUserApp_query on Query @argumentDefinitions(id: { type: "ID!" }) {
    viewer {
      role
    }
    realm {
      title
      logoUrl
    }
    pendingActivationUser(internalId: $id) {
      internalId
      email
      createdAt
      fields {
        fieldName
        value
      }
    }
  }
`;

type Outcome = { kind: 'activated' | 'deleted'; email: string } | { kind: 'failed'; messageKey: string } | null;

/**
 * ACTIVATE_USER (`/activate/{id}`), decision (spec: "responses not shown"): a
 * realm administrator's page for an account that signed up but never
 * confirmed its email — the viewer whose email did not arrive calls support,
 * support opens the account's page from the back office. It shows what the
 * account gave at sign-up and activates it (the holder is emailed and signs in
 * with their password) or deletes it (freeing the email). Anyone else is asked
 * to sign in as an administrator and learns nothing about the id.
 */
export function ActivateUserApp({ query, id }: { query: ActivateUserApp_query$key; id: string }) {
  const data = useFragment(fragment, query);
  const { t, i18n } = useLingui();
  useDocumentTitle(t`Activate an account`);
  const [activate, activating] = useMutation<ActivateUserAppActivateMutation>(graphql`
    mutation ActivateUserAppActivateMutation($input: PendingActivationUserInput!) {
      activatePendingUser(input: $input) {
        activated
        userErrors {
          ...userErrors_userError @relay(mask: false)
        }
      }
    }
  `);
  const [remove, removing] = useMutation<ActivateUserAppDeleteMutation>(graphql`
    mutation ActivateUserAppDeleteMutation($input: PendingActivationUserInput!) {
      deletePendingUser(input: $input) {
        deleted
        userErrors {
          ...userErrors_userError @relay(mask: false)
        }
      }
    }
  `);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const card = (title: ReactNode, children: ReactNode) => (
    <AccountCard logoUrl={data.realm.logoUrl} logoAlt={data.realm.title} title={title}>
      {children}
    </AccountCard>
  );

  if (data.viewer.role !== 'ADMIN') {
    return card(
      <Trans>Activate an account</Trans>,
      <>
        <p className="rs-account-card__lead">
          <Trans>Only administrators of {data.realm.title} can activate accounts. Sign in with an administrator account.</Trans>
        </p>
        <div className="rs-account-card__actions">
          <Link className="rs-account-card__button" to={{ pathname: pathTo('LOGIN'), query: { from: pathTo('ACTIVATE_USER', { id }) } }}>
            <Trans>Sign in</Trans>
          </Link>
        </div>
      </>,
    );
  }

  if (outcome?.kind === 'activated' || outcome?.kind === 'deleted') {
    return card(
      outcome.kind === 'activated' ? <Trans>Account activated</Trans> : <Trans>Account deleted</Trans>,
      <p className="rs-account-card__lead" role="status">
        {outcome.kind === 'activated' ? (
          <Trans>
            <span className="rs-account-card__email">{outcome.email}</span> can sign in now. We emailed them to say so.
          </Trans>
        ) : (
          <Trans>
            The account of <span className="rs-account-card__email">{outcome.email}</span> is gone; the address can sign up again.
          </Trans>
        )}
      </p>,
    );
  }

  const user = data.pendingActivationUser;
  if (!user) {
    return card(
      <Trans>Nothing to activate</Trans>,
      <p className="rs-account-card__lead">
        <Trans>No account with this id is waiting for its email to be confirmed. It may have been confirmed or deleted already.</Trans>
      </p>,
    );
  }

  const busy = activating || removing;
  const input = { internalId: user.internalId };
  const failed = () => setOutcome({ kind: 'failed', messageKey: 'anErrorOccured' });
  return card(
    <Trans>Activate an account</Trans>,
    <>
      <p className="rs-account-card__lead">
        <Trans>This account signed up but has not confirmed its email address.</Trans>
      </p>
      {outcome?.kind === 'failed' ? (
        <p className="rs-form__error" role="alert">
          {messageForKey(i18n, outcome.messageKey)}
        </p>
      ) : null}
      <dl className="rs-activate__details">
        <dt>
          <Trans>Email</Trans>
        </dt>
        <dd>{user.email}</dd>
        <dt>
          <Trans>Signed up</Trans>
        </dt>
        <dd>{new Date(user.createdAt).toLocaleString(i18n.locale)}</dd>
        {user.fields.map((field) => (
          <div key={field.fieldName} className="rs-activate__pair">
            <dt>{fieldLabel(i18n, field.fieldName)}</dt>
            <dd>{field.value}</dd>
          </div>
        ))}
      </dl>
      <div className="rs-account-card__actions">
        <button
          type="button"
          className="rs-form__submit"
          disabled={busy}
          onClick={() =>
            activate({
              variables: { input },
              onCompleted: ({ activatePendingUser }) =>
                activatePendingUser.activated
                  ? setOutcome({ kind: 'activated', email: user.email })
                  : setOutcome({ kind: 'failed', messageKey: activatePendingUser.userErrors[0]?.messageKey ?? 'anErrorOccured' }),
              onError: failed,
            })
          }
        >
          <Trans>Activate account</Trans>
        </button>
        {confirmingDelete ? (
          <button
            type="button"
            className="rs-account-card__button rs-account-card__button--secondary"
            disabled={busy}
            onClick={() =>
              remove({
                variables: { input },
                onCompleted: ({ deletePendingUser }) =>
                  deletePendingUser.deleted
                    ? setOutcome({ kind: 'deleted', email: user.email })
                    : setOutcome({ kind: 'failed', messageKey: deletePendingUser.userErrors[0]?.messageKey ?? 'anErrorOccured' }),
                onError: failed,
              })
            }
          >
            <Trans>Yes, delete this account</Trans>
          </button>
        ) : (
          <button type="button" className="rs-account-card__button rs-account-card__button--secondary" disabled={busy} onClick={() => setConfirmingDelete(true)}>
            <Trans>Delete account</Trans>
          </button>
        )}
      </div>
    </>,
  );
}
