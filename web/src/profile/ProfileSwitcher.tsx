import { Trans, useLingui } from '@lingui/react/macro';
import { useRouter } from 'found';
import { Suspense, useCallback, useEffect } from 'react';
import { useHydrated } from '../system/useHydrated.ts';
import { lazyWithRetry } from '../system/chunkRetryLazy.tsx';
import { graphql, useFragment } from 'react-relay';
import type { AppContext } from '../system/appContext.ts';
import type { ProfileSwitcher_viewer$key } from './__generated__/ProfileSwitcher_viewer.graphql.ts';
import { ProfileAvatar } from './ProfileAvatar.tsx';
import { isProfilesHash, pageBehind, PROFILES_FROM_LOGIN_HASH, PROFILES_HASH } from './profilesLocation.ts';
import './profiles.css';

// The dialog (profile forms, parental control, PIN entry) is its own chunk,
// fetched when a viewer opens it: most page views never do.
const ProfilesDialog = lazyWithRetry(() => import('./ProfilesDialog.tsx').then((module) => ({ default: module.ProfilesDialog })));

const fragment = graphql`
  fragment ProfileSwitcher_viewer on Viewer {
    isChildProfile
    textScale
    activeProfile {
      name
      avatar
    }
  }
`;

/**
 * A child profile reads larger text: the realm's child font scale as
 * `--rs-font-scale` on <html>, which profiles.css applies to the app. Set while
 * the switcher is mounted (signed-in viewers), removed when it goes (sign-out).
 */
function useProfileTextScale(scale: number, child: boolean) {
  useEffect(() => {
    const root = document.documentElement;
    root.style.setProperty('--rs-font-scale', String(scale));
    root.dataset.profileKind = child ? 'child' : 'adult';
    return () => {
      root.style.removeProperty('--rs-font-scale');
      delete root.dataset.profileKind;
    };
  }, [scale, child]);
}

/**
 * The navigation bar's profile button (spec §2 top-right "account": a profile
 * dropdown where profiles are configured): the active profile's avatar and
 * name; it opens the profiles dialog by adding `#profiles` to the location.
 */
export function ProfileSwitcher({ viewer }: { viewer: ProfileSwitcher_viewer$key }) {
  const data = useFragment(fragment, viewer);
  const { t } = useLingui();
  const { match, router } = useRouter();
  const location = match.location;
  // `#profiles` is the address's, which the server never sees: opened once the page is hydrated.
  const open = useHydrated() && isProfilesHash(location.hash);
  useProfileTextScale(data.textScale, data.isChildProfile);

  const close = useCallback(
    () => router.replace({ pathname: location.pathname, search: location.search }),
    [router, location.pathname, location.search],
  );
  const switched = useCallback(
    () => (match.context as AppContext).sessionChanged(pageBehind(location)),
    [match.context, location],
  );

  if (!data.activeProfile) return null;
  return (
    <>
      <button
        type="button"
        className="rs-profile-switcher"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-label={t`Profile: ${data.activeProfile.name}. Switch profile`}
        onClick={() => router.push({ pathname: location.pathname, search: location.search, hash: PROFILES_HASH })}
      >
        <ProfileAvatar name={data.activeProfile.name} avatar={data.activeProfile.avatar} size="small" />
        <span className="rs-profile-switcher__name">{data.activeProfile.name}</span>
        {data.isChildProfile ? (
          <span className="rs-profile-switcher__kids">
            <Trans>Kids</Trans>
          </span>
        ) : null}
      </button>
      {open ? (
        <Suspense fallback={null}>
          <ProfilesDialog fromLogin={location.hash === PROFILES_FROM_LOGIN_HASH} onClose={close} onSwitched={switched} />
        </Suspense>
      ) : null}
    </>
  );
}
