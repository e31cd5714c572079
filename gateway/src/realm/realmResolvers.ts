import type { Resolvers } from '../__generated__/resolvers-types.ts';
import { toGlobalId } from '../lib/globalId.ts';
import { negotiateLanguage } from '../lib/language.ts';
import { isChildProfile } from '../session/access.ts';
import type { MenuModel } from '../menu/menuModel.ts';
import type { GatewayContext } from '../context.ts';
import type { RealmModel } from './realmModel.ts';
import { visibleMenuItems } from '../partition/partitionResolvers.ts';

function languageName(code: string): string {
  try {
    const name = new Intl.DisplayNames([code], { type: 'language' }).of(code) ?? code;
    return name.charAt(0).toLocaleUpperCase(code) + name.slice(1);
  } catch {
    return code;
  }
}

/**
 * The realm's init answer (menu, live count) in the viewer's language, which is
 * always one of the realm's: it keys the shared cache and is sent as `lk`.
 */
export function loadInit(realm: RealmModel, context: GatewayContext) {
  return context.loaders.unauthenticated.initLoader.load({
    realm: realm.name,
    language: negotiateLanguage(context.acceptLanguage, realm.realmLanguages, realm.defaultLanguage),
  });
}

/**
 * The realm's splash URL, unless it is the home page itself ('/', or its
 * address on one of the realm's domains): then the root simply is home.
 */
export function splashUrlOf(realm: Pick<RealmModel, 'splashUrl' | 'domains'>): string | null {
  const configured = realm.splashUrl?.trim();
  if (!configured) return null;
  let url: URL;
  try {
    url = new URL(configured, 'http://realm.invalid');
  } catch {
    return null;
  }
  const onRealm = url.hostname === 'realm.invalid' || realm.domains.includes(url.hostname);
  if (onRealm && (url.pathname === '/' || url.pathname === '') && !url.search) return null;
  return configured;
}

/** `Realm.logoUrl`: the realm's own logo, else the one the platform draws; also its installed app's icon (realmManifest.ts). */
export function logoUrlOf(realm: Pick<RealmModel, 'settings' | 'name'>): string {
  return realm.settings.logo ?? `/images/realm/${realm.name}/logo.svg`;
}

/**
 * `Realm.settings` of a realm (schema RealmSettings): also what the web app's
 * HTTP status reads to tell the routes the realm offers (http/webApp.ts).
 */
export function realmSettingsOf(realm: RealmModel) {
  return {
    guestsAllowed: realm.guestsAllowed,
    fullGuestAccess: realm.fullGuestAccess === 'ALLOWED',
    allowGuestSchedule: realm.allowGuestSchedule,
    allowSelfRegistration: realm.allowSelfregistration,
    pinLoginEnabled: realm.pinLoginEnabled,
    hasLive: realm.hasLive,
    requiresConfirmation: realm.requiresConfirmation,
    watchlistsEnabled: realm.watchlistsEnabled,
    hasDvr: realm.hasDvr,
    epgMatrix: realm.epgMatrix,
    scheduleSection: realm.scheduleSection,
    systemDefinedWatchlistFavouritesMode: realm.systemDefinedWatchlistFavouritesMode,
    geoBlockedContentDisplayMode: realm.geoBlockedContentDisplayMode,
    currentProgramPlaybackStatus: realm.currentProgramPlaybackStatus,
    epgPlaybackContentStatus: realm.epgPlaybackContentStatus,
    multiViewAllowed: realm.multiViewAllowed,
    concurrentStreamLimit: realm.concurrentStreamLimit,
    liveEndpoint: realm.liveEndpoint,
    compulsoryTrial: realm.compulsoryTrial,
    showLicencesOnSignup: realm.showLicencesOnSignup,
    checkoutFirstStep: realm.checkoutFirstStep,
    checkoutFlow: realm.checkoutFlow,
    hasVouchers: realm.hasVouchers,
    gifting: realm.gifting,
    contentSearchEngine: realm.contentSearchEngine,
    hasPromoNotification: realm.hasPromoNotification,
    vpnAllowed: realm.vpnAllowed,
    withCookieBanner: realm.withCookieBanner,
    interstitials: realm.interstitials,
    enhancedMetadataViews: realm.enhancedMetadataViews,
  };
}

export const realmResolvers: Resolvers = {
  Query: {
    realm: (_parent, _args, context) => context.realm(),
  },
  Realm: {
    id: (realm) => toGlobalId('Realm', realm.id),
    internalId: (realm) => realm.id,
    title: (realm) => realm.settings.MAIN_TITLE ?? realm.realmFullName,
    fullName: (realm) => realm.realmFullName,
    logoUrl: (realm) => logoUrlOf(realm),
    theme: (realm) => ({ colours: realm.settings.colours ?? {}, fontFamily: realm.settings.fonts?.family }),
    languages: (realm) => realm.realmLanguages.map((code) => ({ code, name: languageName(code) })),
    domains: (realm) => realm.domains,
    canonicalDomain: (realm) => realm.preferredDomain || realm.domains[0] || null,
    splashUrl: (realm) => splashUrlOf(realm),
    settings: (realm) => realmSettingsOf(realm),
    smartBanner: (realm) =>
      realm.smartBanner
        ? {
            androidPackage: realm.smartBanner.androidPackage,
            playStoreUrl: `https://play.google.com/store/apps/details?id=${encodeURIComponent(realm.smartBanner.androidPackage)}`,
          }
        : null,
    // The upstream sends the page's texts by language (one answer for every viewer, so it can be
    // shared): the request's language is picked here, else the realm's default, else any.
    notFoundPage: (realm, _args, context) => {
      const page = realm.notFoundPage;
      if (!page) return null;
      const language = negotiateLanguage(context.acceptLanguage, realm.realmLanguages, realm.defaultLanguage);
      const pick = (texts: Record<string, string>) => texts[language] ?? texts[realm.defaultLanguage] ?? Object.values(texts)[0] ?? '';
      return { title: pick(page.title), body: pick(page.body), imageUrl: page.imageUrl };
    },
    // Only the realm's overrides (init's `labelOverrides`), not its whole label set: the web
    // has the platform's texts in its catalogs already, so the overrides are all it lacks,
    // and every page's frame query carries them. They come with the init answer the menu
    // is read from (cached per realm and language), so they cost no call of their own.
    translations: async (realm, _args, context) => {
      const init = await loadInit(realm, context);
      return {
        selectedLocale: negotiateLanguage(context.acceptLanguage, realm.realmLanguages, realm.defaultLanguage),
        defaultLocale: realm.defaultLanguage,
        labels: Object.entries(init.labelOverrides ?? {}).map(([key, text]) => ({ key, text })),
      };
    },
    menu: async (realm, args, context): Promise<MenuModel> => {
      // An admin's preview is read with the viewer's own session (the upstream refuses it to anyone else),
      // never from the init answer every viewer shares.
      const init = args.preview
        ? await context.loaders.authenticated.previewMenuLoader.load(
            negotiateLanguage(context.acceptLanguage, realm.realmLanguages, realm.defaultLanguage),
          )
        : await loadInit(realm, context);
      return {
        layout: init.menu?.layout ?? 'TOP',
        // A partitioned realm's items for the viewer's partition (partition/partitionResolvers.ts).
        items: await visibleMenuItems(realm, (init.menu?.items ?? []).map((item) => ({ ...item, __typename: 'MenuItem' as const })), context),
      };
    },
    // A LiveNow message carries the count it was read with (liveEvent/liveEventSubscriptions.ts).
    liveEventCount: async (realm, _args, context) => {
      if ('liveEventCount' in realm && typeof realm.liveEventCount === 'number') return realm.liveEventCount;
      // The realm's count (init, shared by every viewer) is of every event on air; a
      // child profile counts only what its rating lets it see, read with its own session.
      const session = await context.session();
      if (session && isChildProfile(session)) {
        const page = await context.loaders.authenticated.liveEventsLoader.load({ status: 'LIVE', rpp: 1, p: 1 });
        return page.paging?.totalCount ?? page.events.length;
      }
      return (await loadInit(realm, context)).eventCount ?? 0;
    },
  },
  Theme: {
    background: (theme) => theme.colours['background'] ?? '#000000',
    primary: (theme) => theme.colours['primary'] ?? '#ffffff',
    secondary: (theme) => theme.colours['secondary'] ?? '#333333',
    tertiary: (theme) => theme.colours['tertiary'] ?? '#999999',
    primaryCta: (theme) => ({
      default: theme.colours['primaryCtaDefault'] ?? theme.colours['primary'] ?? '#ffffff',
      hover: theme.colours['primaryCtaHover'] ?? theme.colours['primary'] ?? '#ffffff',
      text: theme.colours['primaryCtaText'] ?? '#000000',
    }),
    secondaryCta: (theme) => ({
      default: theme.colours['secondaryCtaDefault'] ?? theme.colours['secondary'] ?? '#333333',
      hover: theme.colours['secondaryCtaHover'] ?? theme.colours['secondary'] ?? '#333333',
      text: theme.colours['secondaryCtaText'] ?? '#ffffff',
    }),
    menuText: (theme) => theme.colours['menuText'] ?? theme.colours['text'] ?? '#ffffff',
    menuTextHover: (theme) => theme.colours['menuTextHover'] ?? theme.colours['text'] ?? '#ffffff',
    menuTextSelected: (theme) => theme.colours['menuTextSelected'] ?? theme.colours['primary'] ?? '#ffffff',
    alert: (theme) => theme.colours['alert'] ?? '#f59e0b',
    text: (theme) => theme.colours['text'] ?? '#ffffff',
    fontFamily: (theme) => theme.fontFamily ?? 'system-ui, sans-serif',
  },
};
