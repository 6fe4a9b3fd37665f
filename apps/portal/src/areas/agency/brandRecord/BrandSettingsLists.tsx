import { Stack } from '@airtime/design-system';
import type { Brand } from '@airtime/domain';
import { AssigneesCard } from './AssigneesCard.tsx';
import { BrandCompetitorsForm } from './BrandCompetitorsForm.tsx';
import { ContactsCard } from './ContactsCard.tsx';
import { InvoicingCustomerCard } from './InvoicingCustomerCard.tsx';
import { MetricTypesCard } from './MetricTypesCard.tsx';
import { OffersCard } from './OffersCard.tsx';
import { ReportLinksCard } from './ReportLinksCard.tsx';
import { TrackersCard } from './TrackersCard.tsx';

/**
 * The settings page's lists: the team, invoicing customer, competitors, offers, trackers, custom metrics,
 * contacts and shared report links.
 */
export function BrandSettingsLists({ brand }: { readonly brand: Brand }) {
  return (
    <Stack>
      <AssigneesCard brandId={brand.id} />
      <InvoicingCustomerCard brand={brand} />
      <BrandCompetitorsForm brand={brand} />
      <OffersCard brandId={brand.id} />
      <TrackersCard brandId={brand.id} />
      <MetricTypesCard brand={brand} />
      <ContactsCard brandId={brand.id} />
      <ReportLinksCard brandId={brand.id} />
    </Stack>
  );
}
