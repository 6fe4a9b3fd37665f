/** Where the brand's product is on its way to the creator (spec §4). */
export const PRODUCT_SHIPPING_STATUSES = [
  'not-started',
  'in-progress',
  'requested',
  'ordered',
  'sent',
  'lost',
  'received',
  'using',
] as const;

export type ProductShippingStatus = (typeof PRODUCT_SHIPPING_STATUSES)[number];

/** What users read for each product shipping status. */
export const PRODUCT_SHIPPING_STATUS_TITLES: Record<ProductShippingStatus, string> = {
  'not-started': 'Not Started',
  'in-progress': 'In Progress',
  requested: 'Requested',
  ordered: 'Ordered',
  sent: 'Sent',
  lost: 'Lost',
  received: 'Received',
  using: 'Using',
};

/** Whether a value is one of the known product shipping statuses. */
export function isProductShippingStatus(value: unknown): value is ProductShippingStatus {
  return PRODUCT_SHIPPING_STATUSES.some((status) => status === value);
}
