import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'found';
import { Component, Suspense, type ReactNode } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { MessagePanel } from '../../components/StatusViews.tsx';
import { useDocumentTitle } from '../../realm/documentTitle.tsx';
import { pathTo } from '../../system/routePaths.ts';
import type { NotFoundAppQuery } from './__generated__/NotFoundAppQuery.graphql.ts';
import './NotFoundApp.css';

/**
 * Unknown paths, and detail pages whose content does not exist (NOT_FOUND): the
 * realm's own page when its realm file has one (`Realm.notFoundPage`), else the
 * platform's. It is shown from many routes, none of which asks for the page's
 * texts, so it reads them itself (from the store once read).
 */
export function NotFoundApp() {
  return (
    <FallbackOnError fallback={<PlatformNotFound />}>
      <Suspense fallback={null}>
        <RealmNotFoundPage />
      </Suspense>
    </FallbackOnError>
  );
}

function RealmNotFoundPage() {
  const { realm } = useLazyLoadQuery<NotFoundAppQuery>(
    graphql`
      query NotFoundAppQuery {
        realm {
          notFoundPage {
            title
            body
            imageUrl
          }
        }
      }
    `,
    {},
    { fetchPolicy: 'store-or-network' },
  );
  const page = realm.notFoundPage;
  if (!page) return <PlatformNotFound />;
  return (
    <NotFoundPanel title={page.title}>
      {page.imageUrl ? <img className="rs-not-found__image" src={page.imageUrl} alt="" /> : null}
      <p className="rs-not-found__body">{page.body}</p>
    </NotFoundPanel>
  );
}

function PlatformNotFound() {
  const { t } = useLingui();
  return (
    <NotFoundPanel title={t`Page not found`}>
      <p>
        <Trans>The page you are looking for doesn't exist or is no longer available.</Trans>
      </p>
    </NotFoundPanel>
  );
}

function NotFoundPanel({ title, children }: { title: string; children: ReactNode }) {
  useDocumentTitle(title);
  return (
    <MessagePanel
      icon={<span aria-hidden="true">404</span>}
      title={title}
      actions={
        <Link to={pathTo('HOME')} className="rs-button rs-button--primary">
          <Trans>Back to home</Trans>
        </Link>
      }
    >
      {children}
    </MessagePanel>
  );
}

/** The realm's page is a nicety: if it cannot be read, the platform's page still says where the visitor is. */
class FallbackOnError extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.warn("The realm's not-found page could not be read", error);
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
