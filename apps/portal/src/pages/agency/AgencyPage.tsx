import { useAgency } from '@airtime/api-client';
import { Avatar, EmptyState, ErrorState, RecordHeader, Section } from '@airtime/design-system';
import { Pencil } from 'lucide-react';
import { useParams } from 'react-router';
import { href } from '../../app/paths.ts';
import { AgencyBrands, AgencyFigures, AgencyRepCard } from '../../areas/agency/AgencyRecord.tsx';
import * as styles from '../../areas/agency/agency.css.ts';
import { useShellModals } from '../../features/modals/shellModals.ts';
import { Page, PageHeader } from '../../features/page/PageHeader.tsx';
import { RecordAction } from '../../features/records/RecordAction.tsx';

function idOf(value: string | undefined): number | null {
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** /agency/agencies/:agencyId: the agency's record (decisions §6), its brands and its rep. */
export function AgencyPage() {
  const agencyId = idOf(useParams().agencyId);
  const { data: agency, error, mutate } = useAgency(agencyId);
  const { open } = useShellModals();
  if (agencyId === null || error?.status === 404) {
    return (
      <Page>
        <PageHeader title="Agency not found" />
        <EmptyState
          title="This agency does not exist or was removed."
          description="Find it again in the list of agencies."
          action={{ label: 'Back to agencies', href: href('agency-agencies') }}
        />
      </Page>
    );
  }
  if (error !== undefined) {
    return (
      <Page>
        <PageHeader title="Agency" />
        <ErrorState
          title="The agency could not be loaded."
          description={error.message}
          action={{ label: 'Try again', onPress: () => void mutate() }}
        />
      </Page>
    );
  }
  // One header line (page anatomy): logo, name, website and the key figures inline.
  return (
    <Page>
      <RecordHeader
        aria-label="Agency"
        data-page-header=""
        title={agency?.name}
        headingLevel={1}
        leading={<Avatar name={agency?.name ?? ''} src={agency?.logo} size={8} />}
        {...(agency?.website == null ? {} : { meta: agency.website })}
        figures={<AgencyFigures brands={agency?.brands} />}
        actions={
          agency !== undefined && (
            <RecordAction
              label="Edit agency"
              icon={<Pencil />}
              variant="secondary"
              onPress={() => open('agency', { agencyId: agency.id })}
            />
          )
        }
      />
      <div className={styles.recordBody}>
        <Section title="Brands">
          <AgencyBrands agencyId={agencyId} />
        </Section>
        {agency !== undefined && <AgencyRepCard agency={agency} />}
      </div>
    </Page>
  );
}
