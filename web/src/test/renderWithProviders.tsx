import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { render } from '@testing-library/react';
import * as found from 'found';
import type { Context, ReactNode } from 'react';
import { RelayEnvironmentProvider } from 'react-relay';
import type { Environment } from 'relay-runtime';
import { createMockEnvironment } from 'relay-test-utils';
import { vi } from 'vitest';

/** relay-test-utils' mock environment lags behind relay-runtime's typings; both work at runtime. */
export type MockableEnvironment = Environment | ReturnType<typeof createMockEnvironment>;

/** English with the source messages, as the macros compile them in tests. */
export function createTestI18n() {
  const i18n = setupI18n();
  i18n.loadAndActivate({ locale: 'en', messages: {} });
  return i18n;
}

// found's typings do not declare RouterContext, which the module exports.
const { RouterContext } = found as unknown as { RouterContext: Context<unknown> };

/** A router good enough for Links and useRouter in component tests. */
function createTestRouter(pathname: string, hash: string | undefined, query: Record<string, string> | undefined) {
  const toPath = (to: string | { pathname: string; query?: Record<string, string> }) =>
    typeof to === 'string' ? to : `${to.pathname}${to.query ? `?${new URLSearchParams(to.query)}` : ''}`;
  const router = {
    push: vi.fn(),
    replace: vi.fn(),
    go: vi.fn(),
    createHref: toPath,
    createLocation: (to: string | { pathname: string }) => ({ pathname: toPath(to) }),
    isActive: () => false,
    matcher: {},
    addNavigationListener: () => () => {},
  };
  return { router, match: { location: { pathname, hash, key: 'test', ...(query ? { query } : {}) } } };
}

export function renderWithProviders(
  ui: ReactNode,
  {
    environment,
    pathname = '/',
    hash,
    query,
  }: { environment: MockableEnvironment; pathname?: string; hash?: string; /** The address's query, for screens that read it. */ query?: Record<string, string> },
) {
  const i18n = createTestI18n();
  const routerContext = createTestRouter(pathname, hash, query);
  return {
    router: routerContext.router,
    ...render(
      <RelayEnvironmentProvider environment={environment as Environment}>
        <I18nProvider i18n={i18n}>
          <RouterContext.Provider value={routerContext}>{ui}</RouterContext.Provider>
        </I18nProvider>
      </RelayEnvironmentProvider>,
    ),
  };
}
