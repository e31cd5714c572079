import { graphql, useFragment } from 'react-relay';
import type { Banners_realm$key } from './__generated__/Banners_realm.graphql.ts';
import type { Banners_viewer$key } from './__generated__/Banners_viewer.graphql.ts';
import { CookieBanner } from './CookieBanner.tsx';
import { SmartBanner } from './SmartBanner.tsx';
import './banners.css';

const realmFragment = graphql`
  fragment Banners_realm on Realm {
    name
    title
    logoUrl
    smartBanner {
      playStoreUrl
    }
    settings {
      withCookieBanner
    }
    menu {
      items {
        plugin
        items {
          plugin
        }
      }
    }
  }
`;

const viewerFragment = graphql`
  fragment Banners_viewer on Viewer {
    role
    isChildProfile
  }
`;

/** The Android smart banner, above the navigation bar. */
export function TopBanners({ realm }: { realm: Banners_realm$key }) {
  const { name, title, logoUrl, smartBanner } = useFragment(realmFragment, realm);
  if (!smartBanner) return null;
  return <SmartBanner realmName={name} appName={title} iconUrl={logoUrl} playStoreUrl={smartBanner.playStoreUrl} />;
}

/** The cookie banner, over the bottom of the page, where the realm asks for it. */
export function BottomBanners({ realm, viewer }: { realm: Banners_realm$key; viewer: Banners_viewer$key }) {
  const { settings, menu } = useFragment(realmFragment, realm);
  const { role, isChildProfile } = useFragment(viewerFragment, viewer);
  if (!settings.withCookieBanner) return null;
  // The consent answers are an account's (as the menu's consent entry: menu/menuEntries.ts).
  const hasConsentEntry = menu.items.some((item) => item.plugin === 'consent' || item.items.some((child) => child.plugin === 'consent'));
  const signedIn = role === 'CUSTOMER' || role === 'ADMIN';
  return <CookieBanner offersConsentPreferences={hasConsentEntry && signedIn && !isChildProfile} />;
}
