import { Trans, useLingui } from '@lingui/react/macro';
import { Link, type RouteMatch, useRouter } from 'found';
import type { ReactNode } from 'react';
import { graphql, type PreloadedQuery, useFragment, usePreloadedQuery } from 'react-relay';
import { MessagePanel } from '../../components/StatusViews.tsx';
import { NavBar } from '../../menu/NavBar.tsx';
import { useDocumentTitle } from '../../realm/documentTitle.tsx';
import type { AppContext } from '../../system/appContext.ts';
import { pathTo } from '../../system/routePaths.ts';
import { HomeNewsRail } from '../news/HomeNewsRail.tsx';
import { NotFoundApp } from '../notFound/NotFoundApp.tsx';
import { ContinueWatchingRail } from '../section/ContinueWatchingRail.tsx';
import { SectionApp } from '../section/SectionApp.tsx';
import type { AdminPreviewIndex_realm$key } from './__generated__/AdminPreviewIndex_realm.graphql.ts';
import menuQuery, { type adminPreviewRoutesMenuQuery } from './__generated__/adminPreviewRoutesMenuQuery.graphql.ts';
import navBarQuery, { type adminPreviewRoutesNavBarQuery } from './__generated__/adminPreviewRoutesNavBarQuery.graphql.ts';
import sectionQuery, { type adminPreviewRoutesSectionQuery } from './__generated__/adminPreviewRoutesSectionQuery.graphql.ts';
import type { PluginPreview_realm$key } from './__generated__/PluginPreview_realm.graphql.ts';
import { ADMINS_ONLY, type PlainPreviewData, type PreviewData } from './adminAccess.ts';
import './adminPreview.css';

/** Said by every preview above what it shows: this is not what viewers see yet. */
function PreviewBanner() {
  return (
    <p className="rs-admin-preview__banner" role="status">
      <Trans>Preview — not published</Trans>
    </p>
  );
}

/** Anyone but an admin: the previews exist, and are not theirs (the gateway refuses them the data anyway). */
function AdminsOnly() {
  const { t } = useLingui();
  useDocumentTitle(t`Admins only`);
  const { match } = useRouter();
  return (
    <div data-testid="admins-only">
      <MessagePanel
        title={<Trans>Admins only</Trans>}
        actions={
          <Link to={{ pathname: pathTo('LOGIN'), query: { from: match.location.pathname } }} className="rs-button rs-button--primary">
            <Trans>Sign in as an admin</Trans>
          </Link>
        }
      >
        <p>
          <Trans>Previews of what this service has not published yet are for its admins.</Trans>
        </p>
      </MessagePanel>
    </div>
  );
}

/** What an admin previews: the banner, then the page as a viewer will see it. */
function Preview({ children }: { children: ReactNode }) {
  return (
    <div className="rs-admin-preview">
      <PreviewBanner />
      {children}
    </div>
  );
}

function NothingToPreview({ children }: { children: ReactNode }) {
  const { t } = useLingui();
  useDocumentTitle(t`Nothing to preview`);
  return (
    <MessagePanel title={<Trans>Nothing to preview for this realm</Trans>}>
      <p>{children}</p>
    </MessagePanel>
  );
}

// ADMIN_SECTION_PREVIEW and ADMIN_COMPOSED_PAGE_PREVIEW

function SectionPreview({ data, composed }: { data: PreloadedQuery<adminPreviewRoutesSectionQuery>; composed: boolean }) {
  const { section, viewer } = usePreloadedQuery<adminPreviewRoutesSectionQuery>(sectionQuery, data);
  if (!section) return <NotFoundApp />;
  const isHome = composed && viewer != null;
  return (
    <Preview>
      <SectionApp section={section} isHome={isHome} firstRail={isHome ? <ContinueWatchingRail viewer={viewer} /> : null} />
      {isHome ? <HomeNewsRail /> : null}
    </Preview>
  );
}

/** A section's rails, the unpublished ones included, as its page lays them out. */
export function SectionPreviewRoute({ data }: { data: PreviewData<adminPreviewRoutesSectionQuery> }) {
  return data === ADMINS_ONLY ? <AdminsOnly /> : <SectionPreview data={data} composed={false} />;
}

/**
 * The whole page a viewer opens for the section: the same rails, and on the
 * home page what home adds around them (the viewer's Continue watching, the news).
 */
export function ComposedPagePreviewRoute({ data }: { data: PreviewData<adminPreviewRoutesSectionQuery> }) {
  return data === ADMINS_ONLY ? <AdminsOnly /> : <SectionPreview data={data} composed />;
}

// ADMIN_NAVBAR_PREVIEW

function NavBarPreview({ data, match }: { data: PreloadedQuery<adminPreviewRoutesNavBarQuery>; match: RouteMatch }) {
  const { t } = useLingui();
  useDocumentTitle(t`Navigation bar preview`);
  const { previewRealm: realm, viewer } = usePreloadedQuery<adminPreviewRoutesNavBarQuery>(navBarQuery, data);
  const context = match.context as AppContext;
  return (
    <Preview>
      <div className="rs-admin-preview__navbar">
        <NavBar realm={realm} viewer={viewer} locale={context.locale} onLocaleChange={context.changeLocale} />
      </div>
    </Preview>
  );
}

/** The realm's navigation bar with the menu items it has not published yet, in its own layout. */
export function NavBarPreviewRoute({ data, match }: { data: PreviewData<adminPreviewRoutesNavBarQuery>; match: RouteMatch }) {
  return data === ADMINS_ONLY ? <AdminsOnly /> : <NavBarPreview data={data} match={match} />;
}

// ADMIN_PREVIEW: the index

const indexFragment = graphql`
  fragment AdminPreviewIndex_realm on Realm {
    # Aliased: the frame reads the published menu on the same realm.
    previewMenu: menu(preview: true) {
      items {
        id
        type
        title
        section
        plugin
        items {
          id
          type
          title
          section
          plugin
        }
      }
    }
  }
`;

function PreviewIndex({ realm }: { realm: AdminPreviewIndex_realm$key }) {
  const { t } = useLingui();
  useDocumentTitle(t`Admin previews`);
  const { previewMenu: menu } = useFragment(indexFragment, realm);
  const entries = menu.items.flatMap((item) => (item.type === 'FOLDER' ? item.items : [item]));
  const sections = entries.filter((entry) => entry.type === 'SECTION' && entry.section);
  const plugins = [...new Set(entries.flatMap((entry) => (entry.type === 'PLUGIN' && entry.plugin ? [entry.plugin] : [])))];
  return (
    <div className="rs-admin-preview rs-admin-preview__index">
      <h1>
        <Trans>Admin previews</Trans>
      </h1>
      <p className="rs-admin-preview__lead">
        <Trans>See what the realm has not published yet as a viewer will see it. Only admins see these pages.</Trans>
      </p>
      <h2>
        <Trans>Pages of the menu</Trans>
      </h2>
      <ul className="rs-admin-preview__links">
        {sections.map((entry) => (
          <li key={entry.id}>
            <span className="rs-admin-preview__name">{entry.title}</span>
            <Link to={pathTo('ADMIN_COMPOSED_PAGE_PREVIEW', { name: entry.section! })}>
              <Trans>Page</Trans>
            </Link>
            <Link to={pathTo('ADMIN_SECTION_PREVIEW', { name: entry.section! })}>
              <Trans>Section</Trans>
            </Link>
          </li>
        ))}
      </ul>
      <h2>
        <Trans>Around every page</Trans>
      </h2>
      <ul className="rs-admin-preview__links">
        <li>
          <Link to={pathTo('ADMIN_NAVBAR_PREVIEW')}>
            <Trans>Navigation bar</Trans>
          </Link>
        </li>
        {plugins.map((plugin) => (
          <li key={plugin}>
            <Link to={pathTo('ADMIN_PLUGIN_PREVIEW', { plugin })}>
              <Trans>Plugin: {plugin}</Trans>
            </Link>
          </li>
        ))}
        <li>
          <Link to={pathTo('ADMIN_404_PAGE')}>
            <Trans>Page not found</Trans>
          </Link>
        </li>
        <li>
          <Link to={pathTo('ADMIN_CANCELLATION_PROMO_PREVIEW')}>
            <Trans>Cancellation offer</Trans>
          </Link>
        </li>
      </ul>
    </div>
  );
}

function PreviewIndexScreen({ data }: { data: PreloadedQuery<adminPreviewRoutesMenuQuery> }) {
  const { realm } = usePreloadedQuery<adminPreviewRoutesMenuQuery>(menuQuery, data);
  return <PreviewIndex realm={realm} />;
}

/** What an admin can preview on this realm, with links (the admin console's starting point). */
export function AdminPreviewIndexRoute({ data }: { data: PreviewData<adminPreviewRoutesMenuQuery> }) {
  return data === ADMINS_ONLY ? <AdminsOnly /> : <PreviewIndexScreen data={data} />;
}

// ADMIN_PLUGIN_PREVIEW

const pluginFragment = graphql`
  fragment PluginPreview_realm on Realm {
    # Aliased: the frame reads the published menu on the same realm.
    previewMenu: menu(preview: true) {
      items {
        id
        type
        title
        plugin
        url
        items {
          id
          type
          title
          plugin
          url
        }
      }
    }
  }
`;

/** The consent plugin's entry opens the consent preferences instead of a page (spec §2). */
const CONSENT_PLUGIN = 'consent';

function PluginPreview({ realm, plugin }: { realm: PluginPreview_realm$key; plugin: string }) {
  const { t } = useLingui();
  useDocumentTitle(t`Plugin preview`);
  const { previewMenu: menu } = useFragment(pluginFragment, realm);
  const entries = menu.items
    .flatMap((item) => (item.type === 'FOLDER' ? item.items : [item]))
    .filter((entry) => entry.type === 'PLUGIN' && entry.plugin === plugin);
  if (entries.length === 0) {
    return (
      <NothingToPreview>
        <Trans>The menu has no entry of the plugin “{plugin}”.</Trans>
      </NothingToPreview>
    );
  }
  return (
    <Preview>
      <ul className="rs-admin-preview__links">
        {entries.map((entry) => (
          <li key={entry.id}>
            <span className="rs-admin-preview__name">{entry.title}</span>
            {plugin === CONSENT_PLUGIN ? (
              <Trans>Opens the consent preferences over the current page.</Trans>
            ) : entry.url?.startsWith('/') ? (
              <Link to={entry.url}>{entry.url}</Link>
            ) : entry.url ? (
              <a href={entry.url} target="_blank" rel="noopener noreferrer">
                {entry.url}
              </a>
            ) : (
              <Trans>Has no page of its own.</Trans>
            )}
          </li>
        ))}
      </ul>
    </Preview>
  );
}

function PluginPreviewScreen({ data, plugin }: { data: PreloadedQuery<adminPreviewRoutesMenuQuery>; plugin: string }) {
  const { realm } = usePreloadedQuery<adminPreviewRoutesMenuQuery>(menuQuery, data);
  return <PluginPreview realm={realm} plugin={plugin} />;
}

/** A plugin's menu entries (unpublished ones too) and where each leads. */
export function PluginPreviewRoute({ data, match }: { data: PreviewData<adminPreviewRoutesMenuQuery>; match: RouteMatch }) {
  return data === ADMINS_ONLY ? <AdminsOnly /> : <PluginPreviewScreen data={data} plugin={match.params.plugin ?? ''} />;
}

// ADMIN_404_PAGE and ADMIN_CANCELLATION_PROMO_PREVIEW

/** The realm's not-found page, as a viewer who follows a broken link sees it. */
export function NotFoundPagePreviewRoute({ data }: { data: PlainPreviewData }) {
  if (data === ADMINS_ONLY) return <AdminsOnly />;
  return (
    <Preview>
      <NotFoundApp />
    </Preview>
  );
}

/**
 * Decision: the platform makes no offer when a subscription is cancelled (the
 * account's cancel button cancels at the period's end, nothing more), so there
 * is no promotion to preview; the page says so rather than invent one.
 */
export function CancellationPromoPreviewRoute({ data }: { data: PlainPreviewData }) {
  if (data === ADMINS_ONLY) return <AdminsOnly />;
  return (
    <NothingToPreview>
      <Trans>This realm makes no offer to viewers who cancel a subscription.</Trans>
    </NothingToPreview>
  );
}
