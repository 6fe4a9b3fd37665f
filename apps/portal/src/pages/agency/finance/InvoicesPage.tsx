import { Section } from '@airtime/design-system';
import { Plus } from 'lucide-react';
import { InvoiceList } from '../../../areas/agency/finance/InvoiceList.tsx';
import { useShellModals } from '../../../features/modals/shellModals.ts';
import { RecordAction } from '../../../features/records/RecordAction.tsx';

/**
 * Finance > Brand Invoicing: the brand invoices (GET /api/invoices) with their statuses, and
 * `create invoice` from a brand's billable events of a month.
 */
export function InvoicesPage() {
  const { open } = useShellModals();
  return (
    <Section
      space="lg"
      title="Brand Invoicing"
      description="The invoices sent to brands for their aired events, and where each stands."
      actions={
        <RecordAction
          label="Create invoice"
          icon={<Plus />}
          onPress={() => open('create-invoice', {})}
        />
      }
    >
      <InvoiceList />
    </Section>
  );
}
