import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { dismissSmartBanner, isAndroidBrowser, smartBannerDismissed } from './smartBanner.ts';

/**
 * Spec §2 "Smart banner for Android": on Android browsers, above the page, the
 * realm's app (its name and logo) with a link to its Google Play page, until
 * the viewer dismisses it (remembered: smartBanner.ts).
 */
export function SmartBanner({
  realmName,
  appName,
  iconUrl,
  playStoreUrl,
}: {
  realmName: string;
  appName: string;
  iconUrl: string;
  playStoreUrl: string;
}) {
  const { t } = useLingui();
  const [shown, setShown] = useState(
    () => typeof window !== 'undefined' && isAndroidBrowser(navigator.userAgent) && !smartBannerDismissed(window.localStorage, realmName),
  );
  if (!shown) return null;
  return (
    <aside className="rs-smart-banner" aria-label={t`Get the app`}>
      <button
        type="button"
        className="rs-smart-banner__close"
        aria-label={t`Dismiss`}
        onClick={() => {
          dismissSmartBanner(window.localStorage, realmName);
          setShown(false);
        }}
      >
        <span aria-hidden="true">×</span>
      </button>
      <img className="rs-smart-banner__icon" src={iconUrl} alt="" width={48} height={48} />
      <div className="rs-smart-banner__text">
        <strong className="rs-smart-banner__name">{appName}</strong>
        <span className="rs-smart-banner__hint">
          <Trans>Open in Google Play</Trans>
        </span>
      </div>
      <a className="rs-button rs-button--primary rs-smart-banner__view" href={playStoreUrl} target="_blank" rel="noopener noreferrer">
        <Trans>View</Trans>
      </a>
    </aside>
  );
}
