// The parental control PIN (spec §5): four digits. Answers a message key
// (system/userMessages.ts) or null, like components/form/fieldRules.ts.
export function pinRule(pin: string): string | null {
  if (pin === '') return 'pinRequired';
  return /^[0-9]{4}$/.test(pin) ? null : 'pinFormat';
}

export const PIN_INPUT_PROPS = {
  inputMode: 'numeric',
  pattern: '[0-9]*',
  maxLength: 4,
  autoComplete: 'off',
} as const;
