import type { PaymentPreferenceType } from '../payment/paymentPreferenceTypes.ts';

/** How a creator wants to be paid (spec §3); beyond the type, the shape is ours. */
export interface PaymentPreference {
  readonly id: number;
  readonly publisher_id: number;
  readonly type: PaymentPreferenceType;
  /** Whether payouts go here when the creator has several. */
  readonly is_primary: boolean;
  readonly payee_name: string | null;
  /** Masked account number, PayPal address or mailing address, as the type needs. */
  readonly details: string | null;
  /** ISO date-time. */
  readonly created_at: string;
  /** ISO date-time. */
  readonly updated_at: string;
}
