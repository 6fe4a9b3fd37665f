import { PAYMENT_PREFERENCE_TYPE_TITLES, type PaymentPreference } from '@airtime/domain';

/** 'PayPal', or 'Not on file' without a preference (the domain's payment type titles). */
export function paymentMethodLabel(preference: PaymentPreference | undefined): string {
  return preference === undefined ? 'Not on file' : PAYMENT_PREFERENCE_TYPE_TITLES[preference.type];
}
