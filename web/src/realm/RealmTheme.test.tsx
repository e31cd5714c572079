import { screen } from '@testing-library/react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/renderWithProviders.tsx';
import type { RealmThemeTestQuery } from './__generated__/RealmThemeTestQuery.graphql.ts';
import { RealmTheme } from './RealmTheme.tsx';
import { themeToCssVariables } from './themeVariables.ts';

const acmeTheme = {
  background: '#f7f7f5',
  text: '#1c1c1c',
  primary: '#0f766e',
  secondary: '#ffffff',
  tertiary: '#6b7280',
  primaryCta: { default: '#0f766e', hover: '#115e59', text: '#ffffff' },
  secondaryCta: { default: '#e5e7eb', hover: '#d1d5db', text: '#111827' },
  menuText: '#374151',
  menuTextHover: '#111827',
  menuTextSelected: '#0f766e',
  alert: '#b91c1c',
  fontFamily: 'Georgia, serif',
};

function ThemedPage() {
  const data = useLazyLoadQuery<RealmThemeTestQuery>(
    graphql`
      query RealmThemeTestQuery @relay_test_operation {
        realm {
          ...RealmTheme_realm
        }
      }
    `,
    {},
  );
  return (
    <RealmTheme realm={data.realm}>
      <p>Welcome</p>
    </RealmTheme>
  );
}

describe("the realm's theme", () => {
  it('becomes CSS custom properties for every brand colour', () => {
    expect(themeToCssVariables(acmeTheme)).toMatchObject({
      '--rs-background': '#f7f7f5',
      '--rs-text': '#1c1c1c',
      '--rs-primary': '#0f766e',
      '--rs-cta-primary': '#0f766e',
      '--rs-cta-primary-hover': '#115e59',
      '--rs-cta-secondary-text': '#111827',
      '--rs-menu-text-selected': '#0f766e',
      '--rs-alert': '#b91c1c',
      '--rs-font-family': 'Georgia, serif',
    });
  });

  it("paints the page in the realm's colours", () => {
    const environment = createMockEnvironment();
    environment.mock.queueOperationResolver((operation) =>
      MockPayloadGenerator.generate(operation, { Realm: () => ({ name: 'acme', theme: acmeTheme }) }),
    );
    renderWithProviders(<ThemedPage />, { environment });

    const wrapper = screen.getByText('Welcome').parentElement!;
    expect(wrapper.style.getPropertyValue('--rs-background')).toBe('#f7f7f5');
    expect(wrapper.style.getPropertyValue('--rs-primary')).toBe('#0f766e');
    expect(document.documentElement.style.getPropertyValue('--rs-menu-text')).toBe('#374151');
  });
});
