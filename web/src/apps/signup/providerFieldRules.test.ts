import { describe, expect, it } from 'vitest';
import { providerFieldRule } from './providerFieldRules.ts';

const fullName = {
  fieldName: 'fullName',
  fieldType: 'TEXT',
  required: true,
  regexValidation: "^\\p{L}[\\p{L} .'’-]{1,59}$",
  invalidMessageLabel: 'fullNameInvalid',
  isRequiredMessageLabel: 'fullNameRequired',
  addressCountryRestriction: null,
};
const country = {
  ...fullName,
  fieldName: 'country',
  fieldType: 'COUNTRY',
  regexValidation: null,
  invalidMessageLabel: 'countryNotServed',
  isRequiredMessageLabel: 'countryRequired',
  addressCountryRestriction: ['GB', 'PT'],
};

describe('the realm’s own sign-up fields', () => {
  it('answer with the realm’s label keys for empty and malformed values', () => {
    expect(providerFieldRule(fullName, '  ')).toBe('fullNameRequired');
    expect(providerFieldRule(fullName, '4 Rosa')).toBe('fullNameInvalid');
    expect(providerFieldRule(fullName, 'José Aldo')).toBeNull();
  });

  it('allow only the countries the realm serves', () => {
    expect(providerFieldRule(country, '')).toBe('countryRequired');
    expect(providerFieldRule(country, 'FR')).toBe('countryNotServed');
    expect(providerFieldRule(country, 'pt')).toBeNull();
  });

  it('fall back to generic keys and never fail on an optional field left empty', () => {
    const optional = { ...fullName, required: false, invalidMessageLabel: null, isRequiredMessageLabel: null };
    expect(providerFieldRule(optional, '')).toBeNull();
    expect(providerFieldRule(optional, '!!')).toBe('invalidFieldValue');
    expect(providerFieldRule({ ...optional, fieldType: 'CHECKBOX', required: true }, 'false')).toBe('requiredField');
  });
});
