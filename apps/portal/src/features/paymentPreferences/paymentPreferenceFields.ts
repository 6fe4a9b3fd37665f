import type { PaymentPreferenceType } from '@airtime/domain';
import { isEmailAddress } from '../forms/isEmailAddress.ts';

/** One text field a payment type asks for: what it is called, and what it needs. */
export interface PaymentField {
  readonly label: string;
  readonly description?: string;
  /** Why the value cannot be sent, or null when it can. */
  readonly check: (value: string) => string | null;
}

const required =
  (message: string) =>
  (value: string): string | null =>
    value.trim() === '' ? message : null;

/**
 * What each payment type asks for (spec §3 names the types; the fields are ours, see the portal
 * README): the payee and the details the payment goes to. 'None' asks for nothing.
 */
export const PAYMENT_FIELDS: Record<
  PaymentPreferenceType,
  { readonly payee?: PaymentField; readonly details?: PaymentField; readonly multiline?: boolean }
> = {
  0: {},
  1: {
    payee: { label: 'Pay to the order of', check: required('Enter who the check is made out to.') },
    details: {
      label: 'Mailing address',
      check: required('Enter the address the check is mailed to.'),
    },
    multiline: true,
  },
  2: {
    payee: { label: 'Name on the PayPal account', check: () => null },
    details: {
      label: 'PayPal email',
      check: (value) =>
        value.trim() === ''
          ? 'Enter the PayPal account’s email.'
          : isEmailAddress(value.trim())
            ? null
            : 'Enter an email address like name@example.com.',
    },
  },
  3: {
    payee: { label: 'Account holder', check: required('Enter the account holder’s name.') },
    details: {
      label: 'IBAN and SWIFT/BIC',
      description: 'The bank account abroad the wire goes to.',
      check: required('Enter the IBAN and SWIFT/BIC.'),
    },
  },
  4: {
    payee: { label: 'Account holder', check: required('Enter the account holder’s name.') },
    details: {
      label: 'Routing and account number',
      check: required('Enter the routing and account number.'),
    },
  },
};
