import { useMayOpen } from '../../../app/useMayOpen.ts';

/** Whether the signed-in user may see brand revenue and budgets (decisions §7: view_brands.revenue). */
export function useCanSeeBrandRevenue(): boolean {
  return useMayOpen()('agency.brand.reporting.revenue');
}
