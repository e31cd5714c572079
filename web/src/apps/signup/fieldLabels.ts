// Words for the label keys a realm's sign-up form uses (its provider fields'
// `fieldLabel` and its consent questions' purposes). A key without wording
// here is shown as the realm wrote it.
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

const fieldLabels: Record<string, MessageDescriptor> = {
  fullName: msg`Full name`,
  preferredName: msg`Preferred name`,
  country: msg`Country`,
  phoneNumber: msg`Phone number`,
  birthDate: msg`Date of birth`,
  email: msg`Email`,
};

const consentLabels: Record<string, MessageDescriptor> = {
  TERMS_AND_CONDITIONS: msg`I accept the terms and conditions`,
  EMAIL_MARKETING: msg`Email me news, fight announcements and offers`,
  TARGETED_ADS: msg`Show me ads based on what I watch`,
  THIRD_PARTY_MARKETING: msg`Our partners may send me offers`,
  RESIDENT_MARKETING: msg`Send me offers for where I live`,
};

export function fieldLabel(i18n: I18n, key: string): string {
  const descriptor = fieldLabels[key];
  return descriptor ? i18n._(descriptor) : key;
}

export function consentLabel(i18n: I18n, purpose: string, fieldName: string): string {
  const descriptor = consentLabels[purpose];
  return descriptor ? i18n._(descriptor) : fieldName;
}
