import { Trans, useLingui } from '@lingui/react/macro';
import { Suspense, useState } from 'react';
import { lazyWithRetry } from '../system/chunkRetryLazy.tsx';
import { cookiePolicyAgreement, hasAgreedToCookiePolicy } from './cookiePolicy.ts';

// The consent preferences the menu's consent entry opens too (spec §2), loaded only when asked for.
const ConsentPreferences = lazyWithRetry(() =>
  import('../menu/ConsentPreferences.tsx').then((module) => ({ default: module.ConsentPreferences })),
);

/**
 * Spec §2 "Cookie banner with an agree button" (realm flag WITH_COOKIE_BANNER):
 * at the bottom of every page until the viewer agrees; the agreement is a
 * cookie (cookiePolicy.ts). Where the realm has consent preferences (its menu's
 * consent entry) a signed-in viewer can open them from here.
 */
export function CookieBanner({ offersConsentPreferences }: { offersConsentPreferences: boolean }) {
  const { t } = useLingui();
  // No document (a server rendering): nothing to show until the browser knows.
  const [agreed, setAgreed] = useState(() => typeof document === 'undefined' || hasAgreedToCookiePolicy(document.cookie));
  const [preferencesOpen, setPreferencesOpen] = useState(false);
  if (agreed) return null;

  function agree() {
    document.cookie = cookiePolicyAgreement(window.location.protocol === 'https:');
    setAgreed(true);
  }

  return (
    <section className="rs-cookie-banner" aria-label={t`Cookies`} aria-describedby="rs-cookie-banner-text">
      <p id="rs-cookie-banner-text" className="rs-cookie-banner__text">
        <Trans>We use cookies to keep you signed in, remember your choices and understand how the service is used.</Trans>
      </p>
      <div className="rs-cookie-banner__actions">
        {offersConsentPreferences ? (
          <button type="button" className="rs-button" onClick={() => setPreferencesOpen(true)}>
            <Trans>Consent preferences</Trans>
          </button>
        ) : null}
        <button type="button" className="rs-button rs-button--primary" onClick={agree}>
          <Trans>Agree</Trans>
        </button>
      </div>
      {preferencesOpen ? (
        <Suspense fallback={null}>
          <ConsentPreferences onClose={() => setPreferencesOpen(false)} />
        </Suspense>
      ) : null}
    </section>
  );
}
