import { ApprovalsList } from '../../areas/brandApp/ApprovalsList.tsx';
import { BrandPage } from '../../areas/brandApp/BrandPage.tsx';

/** 'Creators' in the brand menu: the creators proposed to the brand and its decision on each. */
export function ApprovalsPage() {
  return (
    <BrandPage title="Creators" description="Approve the creators your brand works with.">
      {(brand) => <ApprovalsList brandId={brand.id} />}
    </BrandPage>
  );
}
