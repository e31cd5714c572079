import { setupI18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { I18nProvider } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { render, screen } from '@testing-library/react';
import { MemoryProtocol } from 'farce';
import type { Environment } from 'relay-runtime';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { describe, expect, it, vi } from 'vitest';
import { createTestI18n } from '../test/renderWithProviders.tsx';
import { createAppInstance } from '../system/createApp.tsx';
import { activateLocale } from '../system/i18n.ts';
import { messageForKey } from '../system/userMessages.ts';
import { compileLabel, realmLabelMessages } from './realmLabels.ts';

function SignInLink() {
  return (
    <a href="/login">
      <Trans>Sign in</Trans>
    </a>
  );
}

describe('a realm’s own wording', () => {
  it('replaces the platform’s text of a label wherever the web shows it, in the language it is in', async () => {
    const i18n = setupI18n();
    await activateLocale(i18n, 'pt', undefined, realmLabelMessages([{ key: 'signIn', text: 'Acesse já' }]));
    render(
      <I18nProvider i18n={i18n}>
        <SignInLink />
      </I18nProvider>,
    );
    expect(screen.getByRole('link').textContent).toBe('Acesse já');
    // What the realm leaves alone keeps the platform's Portuguese.
    expect(i18n._(msg`Sign up`)).toBe('Criar conta');
  });

  it('rewords the spec’s message keys the web shows (errors), and gives words to keys the web has none for', () => {
    const i18n = setupI18n();
    i18n.loadAndActivate({
      locale: 'en',
      messages: realmLabelMessages([
        { key: 'loginError', text: 'That did not match our records.' },
        { key: 'partnerOutage', text: 'Our partner is down.' },
      ]),
    });
    expect(messageForKey(i18n, 'loginError')).toBe('That did not match our records.');
    expect(messageForKey(i18n, 'partnerOutage')).toBe('Our partner is down.');
    // A key neither the web nor the realm words is still the generic error.
    expect(messageForKey(i18n, 'somethingUnheardOf')).toBe('Something went wrong. Please try again.');
  });

  it('overrides a message written with an explicit id, placeholders filled', () => {
    const i18n = setupI18n();
    i18n.loadAndActivate({ locale: 'en', messages: realmLabelMessages([{ key: 'connectionFailed', text: 'No signal, {name}!' }]) });
    expect(i18n._({ id: 'connectionFailed', message: 'Connection Failed', values: { name: 'Ana' } })).toBe('No signal, Ana!');
  });

  it('are plain text: apostrophes and stray braces stay as written', () => {
    expect(compileLabel("Women's {weight} class {")).toEqual(["Women's ", ['weight'], ' class {']);
    expect(compileLabel('')).toEqual(['']);
  });

  it('are forgotten when the app is started again without them', async () => {
    const i18n = setupI18n();
    await activateLocale(i18n, 'en', undefined, realmLabelMessages([{ key: 'seeAll', text: 'More' }]));
    expect(i18n._(msg`See all`)).toBe('More');
    await activateLocale(i18n, 'en');
    expect(i18n._(msg`See all`)).toBe('See all');
  });
});

describe('the labels an app instance boots with', () => {
  function instanceAnswered(locale: 'en' | 'es', selectedLocale: string) {
    const environment = createMockEnvironment();
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
    environment.mock.resolve(
      frame,
      MockPayloadGenerator.generate(frame, {
        Realm: () => ({ defaultLanguage: 'en', languages: [{ code: 'en' }, { code: 'es' }] }),
        Translations: () => ({ selectedLocale: selectedLocale, defaultLocale: 'en', labels: [{ key: 'signUp', text: 'Únete' }] }),
      }),
    );
    return instance;
  }

  it('are the frame’s overrides in the instance’s language', async () => {
    const i18n = setupI18n();
    i18n.loadAndActivate({ locale: 'es', messages: await instanceAnswered('es', 'es').realmMessages() });
    expect(i18n._(msg`Sign up`)).toBe('Únete');
  });

  it('are none when the gateway answered in another language', async () => {
    expect(await instanceAnswered('en', 'fr').realmMessages()).toEqual({});
  });
});
