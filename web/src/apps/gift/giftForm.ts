// The send-a-gift form's rules (spec §3 "Gift request", §5 email rules), as
// the gateway checks them too: whoever receives it needs a valid address, a
// subscription gift gives from `minPeriods` to `maxPeriods` periods, a
// pay-per-view gift takes none, a note is at most 500 characters. Checked
// here so the customer hears at once, before anything goes into the basket.
import { emailRule } from '../../components/form/fieldRules.ts';

export const NOTE_MAX_LENGTH = 500;

export interface GiftFormValues {
  readonly recipientEmail: string;
  readonly note: string;
  /** As chosen in the select; ignored for a pay-per-view gift. */
  readonly numberOfPeriods: number;
}

/** The gift's range of periods; null for a pay-per-view gift. */
export interface PeriodRange {
  readonly min: number;
  readonly max: number;
}

/** Message keys by field (the mutation's input names); empty when the form may be sent. */
export type GiftFormErrors = Partial<Record<'recipientEmail' | 'note' | 'numberOfPeriods', string>>;

export function giftFormErrors(values: GiftFormValues, periods: PeriodRange | null): GiftFormErrors {
  const errors: GiftFormErrors = {};
  const email = emailRule(values.recipientEmail.trim());
  if (email) errors.recipientEmail = email;
  if (periods && (!Number.isInteger(values.numberOfPeriods) || values.numberOfPeriods < periods.min || values.numberOfPeriods > periods.max)) {
    errors.numberOfPeriods = 'numberOfPeriodsInvalid';
  }
  if (values.note.trim().length > NOTE_MAX_LENGTH) errors.note = 'noteTooLong';
  return errors;
}

/** `chooseGift`'s input from the form: trimmed, and periods only for a subscription gift. */
export function chooseGiftInput(giftId: string, values: GiftFormValues, periods: PeriodRange | null) {
  return {
    giftId,
    recipientEmail: values.recipientEmail.trim(),
    note: values.note.trim() || null,
    numberOfPeriods: periods ? values.numberOfPeriods : null,
  };
}

/** The periods a customer may choose, smallest first. */
export function periodChoices(periods: PeriodRange): number[] {
  return Array.from({ length: periods.max - periods.min + 1 }, (_, index) => periods.min + index);
}
