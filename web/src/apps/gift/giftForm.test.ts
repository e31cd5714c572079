import { describe, expect, it } from 'vitest';
import { chooseGiftInput, giftFormErrors, periodChoices } from './giftForm.ts';

const premium = { min: 1, max: 12 };
const filled = { recipientEmail: 'friend@example.com', note: '', numberOfPeriods: 3 };

describe('the send-a-gift form', () => {
  it('sends a well-filled form as the mutation wants it: trimmed, periods only for a subscription', () => {
    expect(giftFormErrors(filled, premium)).toEqual({});
    expect(chooseGiftInput('gift-premium', { ...filled, recipientEmail: ' friend@example.com ', note: '  Happy birthday!  ' }, premium)).toEqual({
      giftId: 'gift-premium', recipientEmail: 'friend@example.com', note: 'Happy birthday!', numberOfPeriods: 3,
    });
    expect(chooseGiftInput('gift-championship-12', { ...filled, note: '   ' }, null)).toEqual({
      giftId: 'gift-championship-12', recipientEmail: 'friend@example.com', note: null, numberOfPeriods: null,
    });
  });

  it('asks for the recipient’s address, and a valid one (spec §5 email keys)', () => {
    expect(giftFormErrors({ ...filled, recipientEmail: '  ' }, premium)).toEqual({ recipientEmail: 'pleaseProvideYourEmail' });
    expect(giftFormErrors({ ...filled, recipientEmail: 'friend@example' }, premium)).toEqual({ recipientEmail: 'pleaseProvideValidEmail' });
  });

  it('keeps a subscription gift within its periods, and ignores periods for a pay-per-view', () => {
    expect(giftFormErrors({ ...filled, numberOfPeriods: 0 }, premium)).toEqual({ numberOfPeriods: 'numberOfPeriodsInvalid' });
    expect(giftFormErrors({ ...filled, numberOfPeriods: 13 }, premium)).toEqual({ numberOfPeriods: 'numberOfPeriodsInvalid' });
    expect(giftFormErrors({ ...filled, numberOfPeriods: 13 }, null)).toEqual({});
    expect(periodChoices(premium)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
  });

  it('refuses a note over 500 characters, every problem at once', () => {
    expect(giftFormErrors({ recipientEmail: '', note: 'x'.repeat(501), numberOfPeriods: 20 }, premium)).toEqual({
      recipientEmail: 'pleaseProvideYourEmail', numberOfPeriods: 'numberOfPeriodsInvalid', note: 'noteTooLong',
    });
    expect(giftFormErrors({ ...filled, note: `  ${'x'.repeat(500)}  ` }, premium)).toEqual({});
  });
});
