import { getBrandHead } from '@airtime/domain';
import { href } from '../../../app/paths.ts';
import { MonthRevenue } from '../../../areas/agency/finance/MonthRevenue.tsx';

/** Finance > Brand Revenue: the rates of the events that aired in a month, per brand. */
export function BrandRevenuePage() {
  return (
    <MonthRevenue
      title="Brand Revenue"
      describe={(month) => `Rates of the sponsored events that aired in ${month}, per brand.`}
      headOf={getBrandHead}
      label="Revenue by brand"
      nameLabel="Brand"
      noun="brands"
      hrefOf={(row) => href('agency-brand-dashboard', { brandId: row.id })}
      emptyTitle="No sponsored event aired this month."
      emptyDescription="Pick another month to see what brands paid."
    />
  );
}
