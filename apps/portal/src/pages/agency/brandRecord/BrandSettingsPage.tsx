import { useBrand } from '@airtime/api-client';
import { Columns, ErrorState, Skeleton, Stack } from '@airtime/design-system';
import { AssigneesCard } from '../../../areas/agency/brandRecord/AssigneesCard.tsx';
import { BrandBudgetForm } from '../../../areas/agency/brandRecord/BrandBudgetForm.tsx';
import { BrandDetailsForm } from '../../../areas/agency/brandRecord/BrandDetailsForm.tsx';
import { ContactsCard } from '../../../areas/agency/brandRecord/ContactsCard.tsx';
import { MetricTypesCard } from '../../../areas/agency/brandRecord/MetricTypesCard.tsx';
import { useBrandId } from '../../../areas/agency/brandRecord/useBrandId.ts';
import { useCanSeeBrandRevenue } from '../../../areas/agency/brandRecord/useCanSeeBrandRevenue.ts';
import { Page, PageHeader } from '../../../features/page/PageHeader.tsx';

/** Settings: the brand's details and logo, budget, custom metrics, contacts and team. */
export function BrandSettingsPage() {
  const brandId = useBrandId();
  const brand = useBrand(brandId);
  const canSeeRevenue = useCanSeeBrandRevenue();
  return (
    <Page>
      <PageHeader
        title="Settings"
        description="The brand's details, budget, custom metrics, contacts and the people who look after it."
      />
      {brand.error !== undefined ? (
        <ErrorState
          headingLevel={2}
          title="The brand could not be loaded."
          description={brand.error.message}
          action={{ label: 'Try again', onPress: () => void brand.mutate() }}
        />
      ) : brand.data === undefined ? (
        <Skeleton shape="rect" height={320} label="Loading the brand's settings" />
      ) : (
        <Columns minColumnWidth={420} alignY="top">
          <Stack>
            {/* Keyed by brand: the forms hold what was typed, and start over only for another brand. */}
            <BrandDetailsForm key={`details-${brand.data.id}`} brand={brand.data} />
            {canSeeRevenue && (
              <BrandBudgetForm key={`budget-${brand.data.id}`} brand={brand.data} />
            )}
          </Stack>
          <Stack>
            <AssigneesCard brandId={brandId} />
            <MetricTypesCard brand={brand.data} />
            <ContactsCard brandId={brandId} />
          </Stack>
        </Columns>
      )}
    </Page>
  );
}
