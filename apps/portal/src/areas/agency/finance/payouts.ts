import {
  PAYMENT_PREFERENCE_TYPE_TITLES,
  PAYMENT_PREFERENCE_TYPES,
  type PaymentPreference,
  type RevenueTotals,
} from '@airtime/domain';

/** One creator's amount due with how they want to be paid. */
export interface PayoutLine extends RevenueTotals {
  /** The creator's primary payment preference; undefined when they have none on file. */
  readonly preference: PaymentPreference | undefined;
}

/** The creators' totals with each one's primary payment preference. */
export function payoutLines(
  totals: readonly RevenueTotals[],
  preferences: readonly PaymentPreference[],
): PayoutLine[] {
  const primary = new Map<number, PaymentPreference>();
  for (const preference of preferences) {
    if (preference.is_primary || !primary.has(preference.publisher_id))
      primary.set(preference.publisher_id, preference);
  }
  return totals.map((row) => ({ ...row, preference: primary.get(row.id) }));
}

/** 'PayPal', or 'Not on file' without a preference (the domain's payment type titles). */
export function paymentMethodLabel(preference: PaymentPreference | undefined): string {
  return preference === undefined ? 'Not on file' : PAYMENT_PREFERENCE_TYPE_TITLES[preference.type];
}

/** The amount due per payment type (types 0 to 4, then 'Not on file'), leaving out empty ones. */
export function amountsByPaymentType(
  lines: readonly PayoutLine[],
): { readonly label: string; readonly value: number }[] {
  const labels = [
    ...PAYMENT_PREFERENCE_TYPES.map((type) => PAYMENT_PREFERENCE_TYPE_TITLES[type]),
    'Not on file',
  ];
  const sums = new Map(labels.map((label) => [label, 0]));
  for (const line of lines) {
    const label = paymentMethodLabel(line.preference);
    sums.set(label, (sums.get(label) ?? 0) + line.amount);
  }
  return labels
    .map((label) => ({ label, value: sums.get(label) ?? 0 }))
    .filter((entry) => entry.value > 0)
    .sort((a, b) => b.value - a.value);
}
