import { BrandScope } from '../../../areas/brandApp/BrandScope.tsx';
import { CreatorCampaigns } from '../../../areas/brandApp/CreatorCampaigns.tsx';
import { useCreatorParams } from '../../../areas/brandApp/creatorId.ts';

/** The selected brand's campaigns with this creator. */
export function BrandCreatorCampaignsPage() {
  const { creatorId } = useCreatorParams();
  if (creatorId === null) return null;
  return (
    <BrandScope>
      {(brand) => <CreatorCampaigns brandId={brand.id} creatorId={creatorId} />}
    </BrandScope>
  );
}
