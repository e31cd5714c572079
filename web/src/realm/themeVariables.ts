/** The realm theme as Relay returns it (see RealmTheme_realm). */
export interface ThemeColours {
  readonly background: string;
  readonly text: string;
  readonly primary: string;
  readonly secondary: string;
  readonly tertiary: string;
  readonly primaryCta: { readonly default: string; readonly hover: string; readonly text: string };
  readonly secondaryCta: { readonly default: string; readonly hover: string; readonly text: string };
  readonly menuText: string;
  readonly menuTextHover: string;
  readonly menuTextSelected: string;
  readonly alert: string;
  readonly fontFamily: string;
}

/**
 * The realm's brand as CSS custom properties. The stylesheets use only these
 * (and colour-mix() of them), so a dark and a light realm both work without
 * per-realm CSS.
 */
export function themeToCssVariables(theme: ThemeColours): Record<`--rs-${string}`, string> {
  return {
    '--rs-background': theme.background,
    '--rs-text': theme.text,
    '--rs-primary': theme.primary,
    '--rs-secondary': theme.secondary,
    '--rs-tertiary': theme.tertiary,
    '--rs-cta-primary': theme.primaryCta.default,
    '--rs-cta-primary-hover': theme.primaryCta.hover,
    '--rs-cta-primary-text': theme.primaryCta.text,
    '--rs-cta-secondary': theme.secondaryCta.default,
    '--rs-cta-secondary-hover': theme.secondaryCta.hover,
    '--rs-cta-secondary-text': theme.secondaryCta.text,
    '--rs-menu-text': theme.menuText,
    '--rs-menu-text-hover': theme.menuTextHover,
    '--rs-menu-text-selected': theme.menuTextSelected,
    '--rs-alert': theme.alert,
    '--rs-font-family': theme.fontFamily,
  };
}
