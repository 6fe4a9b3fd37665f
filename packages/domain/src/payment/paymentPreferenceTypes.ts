/** How a creator wants to be paid, as the numeric codes the API sends (spec §3, §9). */
export const PAYMENT_PREFERENCE_TYPES = [0, 1, 2, 3, 4] as const;

export type PaymentPreferenceType = (typeof PAYMENT_PREFERENCE_TYPES)[number];

/** What users read for each payment preference type. */
export const PAYMENT_PREFERENCE_TYPE_TITLES: Record<PaymentPreferenceType, string> = {
  0: 'None',
  1: 'Check',
  2: 'PayPal',
  3: 'International Wire',
  4: 'Domestic E-Payment',
};

/** Whether a value is one of the known payment preference type codes. */
export function isPaymentPreferenceType(value: unknown): value is PaymentPreferenceType {
  return PAYMENT_PREFERENCE_TYPES.some((type) => type === value);
}
