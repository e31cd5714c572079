import type { Resolvers } from '../__generated__/resolvers-types.ts';
import { toGlobalId } from '../lib/globalId.ts';
import { negotiateLanguage } from '../lib/language.ts';
import { isChildProfile } from '../session/access.ts';
import type { MenuModel } from '../menu/menuModel.ts';
import type { GatewayContext } from '../context.ts';
import type { RealmModel } from './realmModel.ts';

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

export const realmResolvers: Resolvers = {
  Query: {
    realm: (_parent, _args, context) => context.realm(),
  },
  Realm: {
    id: (realm) => toGlobalId('Realm', realm.id),
    internalId: (realm) => realm.id,
    title: (realm) => realm.settings.MAIN_TITLE ?? realm.realmFullName,
    fullName: (realm) => realm.realmFullName,
    logoUrl: (realm) => realm.settings.logo ?? `/images/realm/${realm.name}/logo.svg`,
    theme: (realm) => ({ colours: realm.settings.colours ?? {}, fontFamily: realm.settings.fonts?.family }),
    languages: (realm) => realm.realmLanguages.map((code) => ({ code, name: languageName(code) })),
    domains: (realm) => realm.domains,
    canonicalDomain: (realm) => realm.preferredDomain || realm.domains[0] || null,
    settings: (realm) => ({
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
    }),
    menu: async (realm, _args, context): Promise<MenuModel> => {
      const init = await loadInit(realm, context);
      return {
        layout: init.menu?.layout ?? 'TOP',
        items: (init.menu?.items ?? []).map((item) => ({ ...item, __typename: 'MenuItem' as const })),
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
