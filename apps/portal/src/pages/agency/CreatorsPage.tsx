import { CreatorsList } from '../../areas/agency/CreatorsList.tsx';
import { KeptListUrl } from '../../areas/agency/keptLists.tsx';
import { Page, PageHeader } from '../../features/page/PageHeader.tsx';

/** /agency/creators: every creator the agency manages, kept as left (spec §2). */
export function CreatorsPage() {
  return (
    <Page>
      <PageHeader
        title="Creators"
        description="The creators Airtime represents; open one for its channels and campaigns."
      />
      <KeptListUrl>
        <CreatorsList />
      </KeptListUrl>
    </Page>
  );
}
