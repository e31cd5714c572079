import { describe, expect, it } from 'vitest';
import { compactPhoneNumber, detailsFieldError, formatTaxNumber, taxNumberPattern, type FieldRule } from './detailsRules.ts';

const today = new Date('2026-11-22T00:00:00Z');
const cpf: FieldRule = {
  fieldName: 'taxNumber',
  regex: '^\\d{3}\\.\\d{3}\\.\\d{3}-\\d{2}$',
  emptyLabelKey: 'taxNumberIsRequired',
  errorLabelKey: 'taxNumberIsInvalid',
};

describe('account detail rules', () => {
  it('uses the realm’s labels for a required field left empty or off its rule', () => {
    expect(detailsFieldError('taxNumber', ' ', cpf, today)).toBe('taxNumberIsRequired');
    expect(detailsFieldError('taxNumber', '12345678909', cpf, today)).toBe('taxNumberIsInvalid');
    expect(detailsFieldError('taxNumber', '123.456.789-09', cpf, today)).toBeNull();
  });

  it('lets an optional field stay empty, but not be malformed', () => {
    expect(detailsFieldError('phoneNumber', '', null, today)).toBeNull();
    expect(detailsFieldError('phoneNumber', 'call me', null, today)).toBe('invalidPhoneNumber');
    // E.164, as the platform takes it: the country code is not optional.
    expect(detailsFieldError('phoneNumber', '11 98765-4321', null, today)).toBe('invalidPhoneNumber');
    expect(detailsFieldError('phoneNumber', '+55 11 98765-4321', null, today)).toBeNull();
  });

  it('takes only real dates in the past as birth dates', () => {
    expect(detailsFieldError('birthDate', '1990-02-29', null, today)).toBe('invalidBirthDate');
    expect(detailsFieldError('birthDate', '2027-01-01', null, today)).toBe('invalidBirthDate');
    expect(detailsFieldError('birthDate', '1992-02-29', null, today)).toBeNull();
  });

  it('groups a Brazilian tax number (CPF) 3.3.3-2 as it is typed, digits only, at most 11', () => {
    expect(formatTaxNumber('BR', '1234')).toBe('123.4');
    expect(formatTaxNumber('BR', '123456789')).toBe('123.456.789');
    expect(formatTaxNumber('BR', '1234567890')).toBe('123.456.789-0');
    expect(formatTaxNumber('BR', '12345678909')).toBe('123.456.789-09');
    expect(formatTaxNumber('BR', '123.456.789-0999')).toBe('123.456.789-09');
    expect(formatTaxNumber('BR', 'abc')).toBe('');
    expect(taxNumberPattern('BR')).toBe('000.000.000-00');
  });

  it('leaves other countries’ tax numbers as typed, and checks them trimmed against the realm’s rule', () => {
    expect(formatTaxNumber('PT', '123 456 789')).toBe('123 456 789');
    expect(formatTaxNumber('ES', '12345678Z')).toBe('12345678Z');
    expect(formatTaxNumber(null, '52998224725')).toBe('52998224725');
    expect(taxNumberPattern('US')).toBeNull();
    const nif: FieldRule = { fieldName: 'taxNumber', regex: '^\\d{9}$', emptyLabelKey: 'taxNumberIsRequired', errorLabelKey: 'taxNumberIsInvalid' };
    expect(detailsFieldError('taxNumber', ' 123456789 ', nif, today)).toBeNull();
    expect(detailsFieldError('taxNumber', '123 456 789', nif, today)).toBe('taxNumberIsInvalid');
  });

  it('sends phone numbers without spaces', () => {
    expect(compactPhoneNumber('+1 (415) 555-0100')).toBe('+14155550100');
  });
});
