import { useRouter } from 'found';
import type { AppContext } from '../../system/appContext.ts';
import { safeDestination } from '../login/safeDestination.ts';
import type { PurchaseApp_realm$key } from './__generated__/PurchaseApp_realm.graphql.ts';
import type { PurchaseApp_viewer$key } from './__generated__/PurchaseApp_viewer.graphql.ts';
import { PurchaseApp } from './PurchaseApp.tsx';

/** PURCHASE and PAY: the checkout at the address it was opened with (`?licence=`, `?code=`, `?from=`). */
export function CheckoutScreen({ realm, viewer }: { realm: PurchaseApp_realm$key; viewer: PurchaseApp_viewer$key }) {
  const { match } = useRouter();
  const context = match.context as AppContext;
  const licence = match.location.query['licence'];
  const code = match.location.query['code'];
  return (
    <PurchaseApp
      realm={realm}
      viewer={viewer}
      chosenLicence={typeof licence === 'string' && licence ? licence : null}
      linkedPromoCode={typeof code === 'string' && code ? code : null}
      from={safeDestination(match.location.query['from'])}
      checkoutPath={`${match.location.pathname}${match.location.search}`}
      // Spec §4: the new session starts with nothing cached for the previous viewer (a guest, usually).
      onSignedIn={(destination) => context.sessionChanged(destination)}
    />
  );
}
