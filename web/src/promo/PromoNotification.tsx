import { Component, lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { PromoNotification_realm$key } from './__generated__/PromoNotification_realm.graphql.ts';
import type { PromoNotification_viewer$key } from './__generated__/PromoNotification_viewer.graphql.ts';

// The card, its query and its mutation are a chunk of their own, fetched only
// for whom a promo may be shown, once the page is on screen.
const PromoCard = lazy(() => import('./PromoCard.tsx').then((module) => ({ default: module.PromoCard })));

/**
 * Where the frame shows a promo (spec §3 hasPromoNotification, §4 Promo): on
 * realms with the feature, to signed-in adults (the platform shows guests and
 * child profiles none, so they are not even asked). The promo is fetched once
 * per app load, after the page has painted and the browser is idle: never on
 * the way to a page's first content.
 */
export function PromoNotification({ viewer, realm }: { viewer: PromoNotification_viewer$key; realm: PromoNotification_realm$key }) {
  const { settings } = useFragment(
    graphql`
      fragment PromoNotification_realm on Realm {
        settings {
          hasPromoNotification
        }
      }
    `,
    realm,
  );
  const { role, isChildProfile } = useFragment(
    graphql`
      fragment PromoNotification_viewer on Viewer {
        role
        isChildProfile
      }
    `,
    viewer,
  );
  const shown = settings.hasPromoNotification && (role === 'CUSTOMER' || role === 'ADMIN') && !isChildProfile;
  const idle = useIdle(shown);
  if (!shown || !idle) return null;
  return (
    <QuietBoundary>
      <Suspense fallback={null}>
        <PromoCard />
      </Suspense>
    </QuietBoundary>
  );
}

/** True once the page has painted and the browser has a moment (at most 2 s later). */
function useIdle(wanted: boolean): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (!wanted || idle) return undefined;
    const done = () => setIdle(true);
    if (typeof requestIdleCallback === 'function') {
      const handle = requestIdleCallback(done, { timeout: 2000 });
      return () => cancelIdleCallback(handle);
    }
    const timer = setTimeout(done, 200);
    return () => clearTimeout(timer);
  }, [wanted, idle]);
  return idle;
}

/** Spec §8: a promo that cannot be loaded is only logged; the page goes on. */
class QuietBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.warn('The promo notification could not be loaded', error);
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
