import { describe, expect, it } from 'vitest';
import { emailRule, passwordRule, signInRule } from './fieldRules.ts';

describe('spec §5 field rules', () => {
  it.each([
    ['', 'pleaseProvideYourEmail'],
    ['   ', 'pleaseProvideYourEmail'],
    ['fan', 'pleaseProvideValidEmail'],
    ['fan@ringside', 'pleaseProvideValidEmail'],
    ['fan@ringside.t', 'pleaseProvideValidEmail'],
    ['fan @ringside.test', 'pleaseProvideValidEmail'],
    ['fan@ringside.test', null],
    ['first.last+tv@mail.example.co', null],
  ])('email %j → %s', (value, key) => {
    expect(emailRule(value)).toBe(key);
  });

  it.each([
    ['', 'pleaseProvideYourPassword'],
    ['12345', 'yourPasswordRules'],
    ['123456', null],
    ['x'.repeat(24), null],
    ['x'.repeat(25), 'yourPasswordRules'],
  ])('password of %j → %s', (value, key) => {
    expect(passwordRule(value)).toBe(key);
  });

  it('sign-in asks for both fields with one message', () => {
    expect(signInRule('', 'secret')).toBe('EmailPasswordCannotBeEmpty');
    expect(signInRule('fan@ringside.test', '')).toBe('EmailPasswordCannotBeEmpty');
    expect(signInRule('fan@ringside.test', 'secret')).toBeNull();
  });
});
