import { describe, expect, it } from 'vitest';
import { afterDeletion, callingCode, defaultPhoneCountry, formatPhoneAsYouType, phoneFieldError, phoneNumberE164 } from './phoneNumber.ts';

const required = { regex: '^\\+[1-9]\\d{7,14}$', emptyLabelKey: 'requiredField', errorLabelKey: 'invalidPhoneNumber' };

describe('phone numbers typed for a country', () => {
  it.each([
    ['BR', '11987654321', '(11) 98765-4321', '+5511987654321'],
    ['US', '4155550100', '(415) 555-0100', '+14155550100'],
    ['PT', '912345678', '912 345 678', '+351912345678'],
    ['ES', '612345678', '612 34 56 78', '+34612345678'],
    ['GB', '07400123456', '07400 123456', '+447400123456'],
  ] as const)('%s: %s is shown as %s and sent as %s', (country, typed, shown, sent) => {
    expect(formatPhoneAsYouType(country, typed)).toEqual({ text: shown, country });
    expect(phoneNumberE164(country, shown)).toBe(sent);
    expect(phoneFieldError(country, shown, required)).toBeNull();
  });

  it('formats a number as far as it is typed', () => {
    expect(formatPhoneAsYouType('BR', '119').text).toBe('(11) 9');
    expect(formatPhoneAsYouType('US', '415555').text).toBe('(415) 555');
  });

  it('follows a number typed with its country code to that country', () => {
    expect(formatPhoneAsYouType('BR', '+351912345678')).toEqual({ text: '+351 912 345 678', country: 'PT' });
    expect(phoneNumberE164('BR', '+351 912 345 678')).toBe('+351912345678');
  });

  it('refuses a number that is not one of the chosen country’s, and says which rule failed', () => {
    expect(phoneFieldError('BR', '', required)).toBe('requiredField');
    expect(phoneFieldError('BR', '(11) 98765', required)).toBe('invalidPhoneNumberForCountry');
    expect(phoneFieldError('US', '12', required)).toBe('invalidPhoneNumberForCountry');
    // Nine digits, as Spanish numbers have, but no Spanish number starts with 1.
    expect(phoneFieldError('ES', '112 345 678', required)).toBe('invalidPhoneNumberForCountry');
    expect(phoneFieldError('GB', '07400 12345', required)).toBe('invalidPhoneNumberForCountry');
    expect(phoneFieldError('BR', '(11) 98765-4321', { ...required, regex: '^\\+1' })).toBe('invalidPhoneNumber');
    expect(phoneFieldError('BR', '', null)).toBeNull();
  });

  it('takes out the digit before a bracket or dash the viewer deletes, so the deletion sticks', () => {
    // Backspace after "(11)" deletes the bracket: the 1 before it goes too.
    expect(afterDeletion('(11)', '(11')).toBe('(1');
    expect(formatPhoneAsYouType('BR', afterDeletion('(11)', '(11')).text).toBe('1');
    // Deleting a digit, or typing one, is left alone.
    expect(afterDeletion('(11) 9', '(11) ')).toBe('(11) ');
    expect(afterDeletion('(11) 98', '(11) 987')).toBe('(11) 987');
  });

  it('starts in the account’s country, else in the region of the realm’s first language', () => {
    expect(defaultPhoneCountry('PT', ['en'])).toBe('PT');
    expect(defaultPhoneCountry(null, ['pt', 'en'])).toBe('BR');
    expect(defaultPhoneCountry(null, ['en', 'pt'])).toBe('US');
    expect(defaultPhoneCountry('ZZ', ['es'])).toBe('ES');
    expect(defaultPhoneCountry(null, [])).toBe('US');
    expect(callingCode('BR')).toBe('+55');
  });
});
