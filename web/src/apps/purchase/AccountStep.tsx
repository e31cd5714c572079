import { Trans } from '@lingui/react/macro';
import { Link } from 'found';
import type { SignUpApp_realm$key } from '../signup/__generated__/SignUpApp_realm.graphql.ts';
import { SignUpApp } from '../signup/SignUpApp.tsx';
import { pathTo } from '../../system/routePaths.ts';

/**
 * The account step, for a guest or a visitor: the realm's sign-up form, or
 * signing in to an existing account. Either way the customer comes back to
 * this checkout signed in (the sign-in page's `from`; the sign-up's
 * destination), and the checkout goes on from the saved state.
 */
export function AccountStep({
  realm,
  allowSelfRegistration,
  chosenLicence,
  checkoutPath,
  onSignedUp,
  onBack,
}: {
  realm: SignUpApp_realm$key;
  allowSelfRegistration: boolean;
  chosenLicence: string | null;
  /** This checkout's address, to come back to. */
  checkoutPath: string;
  /** Signed in by the sign-up: the app starts again as the new customer. */
  onSignedUp: () => void;
  /** Null on the first step. */
  onBack: (() => void) | null;
}) {
  const signIn = { pathname: pathTo('LOGIN'), query: { from: checkoutPath } };
  return (
    <div className="rs-checkout__account">
      {allowSelfRegistration ? (
        <div className="rs-checkout__signup">
          <SignUpApp realm={realm} chosenLicence={chosenLicence} continuePath={checkoutPath} embedded onSignedIn={onSignedUp} />
        </div>
      ) : (
        <p className="rs-checkout__note">
          <Trans>Sign in to your account to continue.</Trans>
        </p>
      )}
      <p className="rs-checkout__signin">
        <Trans>Already have an account?</Trans>{' '}
        <Link to={signIn} className="rs-checkout__signin-link">
          <Trans>Sign in</Trans>
        </Link>
      </p>
      {onBack ? (
        <div className="rs-checkout__actions">
          <button type="button" className="rs-button rs-button--secondary rs-button--large" onClick={onBack}>
            <Trans>Back</Trans>
          </button>
        </div>
      ) : null}
    </div>
  );
}
