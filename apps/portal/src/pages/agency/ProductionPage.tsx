import { ProductionBoard } from '../../areas/agency/ProductionBoard.tsx';
import { Page, PageHeader } from '../../features/page/PageHeader.tsx';

/** /agency/production: the week's sponsored events on their way to air (spec §4). */
export function ProductionPage() {
  return (
    <Page>
      <PageHeader
        title="Production"
        description="Booked events of the week, from brief to airing, with how likely each is to air."
      />
      <ProductionBoard />
    </Page>
  );
}
