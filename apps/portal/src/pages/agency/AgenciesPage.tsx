import { AgenciesList } from '../../areas/agency/AgenciesList.tsx';
import { KeptListUrl } from '../../areas/agency/keptLists.tsx';
import { Page, PageHeader } from '../../features/page/PageHeader.tsx';

/** /agency/agencies: the media agencies that bring brands, kept as left (spec §2). */
export function AgenciesPage() {
  return (
    <Page>
      <PageHeader
        title="Agencies"
        description="The agencies behind the brands; open one for its brands and Airtime rep."
      />
      <KeptListUrl>
        <AgenciesList />
      </KeptListUrl>
    </Page>
  );
}
