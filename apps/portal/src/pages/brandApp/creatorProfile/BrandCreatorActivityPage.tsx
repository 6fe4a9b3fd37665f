import { BrandScope } from '../../../areas/brandApp/BrandScope.tsx';
import { CreatorActivity } from '../../../areas/brandApp/CreatorActivity.tsx';
import { useCreatorParams } from '../../../areas/brandApp/creatorId.ts';

/** The creator's events for the selected brand over time, month by month. */
export function BrandCreatorActivityPage() {
  const { creatorId } = useCreatorParams();
  if (creatorId === null) return null;
  return (
    <BrandScope>
      {(brand) => <CreatorActivity brandId={brand.id} creatorId={creatorId} />}
    </BrandScope>
  );
}
