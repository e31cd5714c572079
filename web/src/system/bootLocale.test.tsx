import { MemoryProtocol } from 'farce';
import type { Environment } from 'relay-runtime';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { describe, expect, it, vi } from 'vitest';
import { createTestI18n } from '../test/renderWithProviders.tsx';
import { type AppInstance, createAppInRealmLocale, createAppInstance } from './createApp.tsx';
import { GraphQLCodedError, type GraphQLErrorPayload } from './graphQLErrors.ts';
import type { LocaleSources, SupportedLocale } from './i18n.ts';

type MockEnvironment = ReturnType<typeof createMockEnvironment>;
type FrameAnswer = { languages: string[]; defaultLanguage: string } | { error: GraphQLErrorPayload };

/**
 * Boots like client.tsx does; every instance gets its own mock environment,
 * whose frame query is answered with `answer` at once.
 */
async function boot(sources: LocaleSources, answer: FrameAnswer) {
  const created: SupportedLocale[] = [];
  const create = (locale: SupportedLocale): AppInstance => {
    created.push(locale);
    const environment: MockEnvironment = createMockEnvironment();
    const instance = createAppInstance({
      basePath: { basename: '', realmName: null },
      locale,
      i18n: createTestI18n(),
      historyProtocol: new MemoryProtocol('/'),
      changeLocale: vi.fn(),
      sessionChanged: vi.fn(),
      environment: environment as unknown as Environment,
    });
    const frame = environment.mock.getMostRecentOperation();
    if ('error' in answer) {
      environment.mock.reject(frame, new GraphQLCodedError(answer.error.extensions!.code!, [answer.error]));
    } else {
      environment.mock.resolve(
        frame,
        MockPayloadGenerator.generate(frame, {
          Realm: () => ({
            defaultLanguage: answer.defaultLanguage,
            languages: answer.languages.map((code) => ({ code, name: code })),
          }),
        }),
      );
    }
    return instance;
  };
  const instance = await createAppInRealmLocale(sources, create);
  return { locale: instance.context.locale, created };
}

describe('the language the app starts in', () => {
  it('is English on an English-only realm, even for a Portuguese browser', async () => {
    const { locale } = await boot({ browser: ['pt-BR'] }, { languages: ['en'], defaultLanguage: 'en' });
    expect(locale).toBe('en');
  });

  it('is the browser’s on a realm that offers it, found without a second start', async () => {
    const { locale, created } = await boot({ browser: ['pt-BR'] }, { languages: ['en', 'pt', 'es'], defaultLanguage: 'en' });
    expect(locale).toBe('pt');
    expect(created).toEqual(['pt']);
  });

  it('stays provisional when the realm cannot be loaded (the frame shows why)', async () => {
    const { locale } = await boot(
      { browser: ['es-ES'] },
      { error: { message: 'No realm', path: ['realm'], extensions: { code: 'REALM_NOT_FOUND' } } },
    );
    expect(locale).toBe('es');
  });
});
