import { BrandPage } from '../../areas/brandApp/BrandPage.tsx';
import { ProspectingTable } from '../../areas/brandApp/ProspectingTable.tsx';

/** Channels of the creators the brand may work with; select rows and add their creators. */
export function BrandProspectingPage() {
  return (
    <BrandPage title="Prospecting" description="Find creators and add them to your brand.">
      {(brand) => <ProspectingTable brandId={brand.id} />}
    </BrandPage>
  );
}
