import { useCreator } from '@airtime/api-client';
import { href } from '../app/paths.ts';
import { agencyCreatorRoute, creatorReportingRoute } from '../app/routes/agency/creatorRecord.ts';
import { CreatorFigures } from '../areas/agency/creatorRecord/CreatorFigures.tsx';
import { useHasPermission } from '../areas/agency/creatorRecord/usePermissions.ts';
import { CreatorHeader } from '../features/creators/CreatorHeader.tsx';
import { useIdParam } from '../features/navigation/useIdParam.ts';
import { EditCreatorAction } from '../features/records/EditCreatorAction.tsx';
import { RecordTrail } from '../features/records/RecordTrail.tsx';
import { RecordLayout } from './RecordLayout.tsx';

/** /agency/creators/:creatorId: the creator's header, its sections as tabs, and the open one. */
export function AgencyCreatorLayout() {
  const creatorId = useIdParam('creatorId');
  const creator = useCreator(creatorId);
  const mayOpenRevenue = useHasPermission('view_publishers.revenue');
  return (
    <RecordLayout
      record={creator}
      hasNoId={creatorId === null}
      pageTitle="Creator"
      notFound={{
        title: 'This creator could not be found.',
        description:
          'It may have been deleted, or the link is wrong. Pick a creator from the list.',
        action: { label: 'Back to creators', href: href('agency-creators') },
      }}
      failedTitle="The creator could not be loaded."
      header={
        creatorId !== null && (
          <CreatorHeader
            creator={creator.data}
            trail={<RecordTrail />}
            actions={<EditCreatorAction creatorId={creatorId} />}
            figures={
              <CreatorFigures
                creatorId={creatorId}
                creator={creator.data}
                showRevenue={mayOpenRevenue}
              />
            }
          />
        )
      }
      route={agencyCreatorRoute}
      tabsLabel="Creator sections"
      reportingRoute={creatorReportingRoute}
    />
  );
}
