/** The workflows of an event production's process, each with its own status list (spec §4). */
export const PRODUCTION_WORKFLOWS = [
  'product_shipping',
  'brief',
  'analytics_access',
  'script_approval',
] as const;

export type ProductionWorkflow = (typeof PRODUCTION_WORKFLOWS)[number];

/** What users read for each production workflow. */
export const PRODUCTION_WORKFLOW_TITLES: Record<ProductionWorkflow, string> = {
  product_shipping: 'Product Shipping',
  brief: 'Brief',
  analytics_access: 'Analytics Access',
  script_approval: 'Script Approval',
};

/** Whether a value is one of the known production workflows. */
export function isProductionWorkflow(value: unknown): value is ProductionWorkflow {
  return PRODUCTION_WORKFLOWS.some((workflow) => workflow === value);
}
