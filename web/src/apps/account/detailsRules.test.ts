import { describe, expect, it } from 'vitest';
import { compactPhoneNumber, detailsFieldError, taxNumberFormatter, type FieldRule } from './detailsRules.ts';

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
    expect(detailsFieldError('phoneNumber', '+55 11 98765-4321', null, today)).toBeNull();
  });

  it('takes only real dates in the past as birth dates', () => {
    expect(detailsFieldError('birthDate', '1990-02-29', null, today)).toBe('invalidBirthDate');
    expect(detailsFieldError('birthDate', '2027-01-01', null, today)).toBe('invalidBirthDate');
    expect(detailsFieldError('birthDate', '1992-02-29', null, today)).toBeNull();
  });

  it('groups a CPF as it is typed where the realm’s rule wants the grouping, and only there', () => {
    const format = taxNumberFormatter(cpf.regex)!;
    expect(format('1234')).toBe('123.4');
    expect(format('12345678909')).toBe('123.456.789-09');
    expect(format('123.456.789-0999')).toBe('123.456.789-09');
    expect(taxNumberFormatter('^\\d{11}$')).toBeNull();
    expect(taxNumberFormatter(null)).toBeNull();
  });

  it('sends phone numbers without spaces', () => {
    expect(compactPhoneNumber('+1 (415) 555-0100')).toBe('+14155550100');
  });
});
