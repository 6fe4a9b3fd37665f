import { PlanningBoard } from '../../areas/agency/PlanningBoard.tsx';
import { Page, PageHeader } from '../../features/page/PageHeader.tsx';

/** /agency/planning: the planning board across every brand and creator (spec §4). */
export function PlanningPage() {
  return (
    <Page>
      <PageHeader
        title="Planning"
        description="Campaigns on their way from CM request to signed IO, most pressing first."
      />
      <PlanningBoard />
    </Page>
  );
}
