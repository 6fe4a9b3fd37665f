/**
 * A customer in the agency's invoicing (accounting) system; a brand is invoiced as one of them
 * once connected (decisions §9, `connect brand invoicing customer`). The shape is ours.
 */
export interface InvoicingCustomer {
  readonly id: number;
  readonly name: string;
  readonly email: string | null;
  /** The customer's id in the accounting system. */
  readonly external_id: string;
}

/** The connected customer as a brand carries it. */
export type InvoicingCustomerSummary = Pick<InvoicingCustomer, 'id' | 'name' | 'email'>;
