import { useBrand } from '@airtime/api-client';
import { Columns, ErrorState, Skeleton, Stack } from '@airtime/design-system';
import { lazy, Suspense } from 'react';
import { BrandBudgetForm } from '../../../areas/agency/brandRecord/BrandBudgetForm.tsx';
import { useBrandId } from '../../../areas/agency/brandRecord/useBrandId.ts';
import { useCanSeeBrandRevenue } from '../../../areas/agency/brandRecord/useCanSeeBrandRevenue.ts';
import { Page, PageHeader } from '../../../features/page/PageHeader.tsx';

// The lists (tables, their dialogs, the production modals' opener and wording) and the details
// form (its agency and people pickers) stay out of the page's chunk, the heaviest of the brand's
// pages. The form's module is asked for as the page loads, beside the brand's data.
const detailsModule = import('../../../areas/agency/brandRecord/BrandDetailsForm.tsx');
const BrandDetailsForm = lazy(async () => ({ default: (await detailsModule).BrandDetailsForm }));
const BrandSettingsLists = lazy(async () => ({
  default: (await import('../../../areas/agency/brandRecord/BrandSettingsLists.tsx'))
    .BrandSettingsLists,
}));

/** Settings: the brand's details and logo, budget, team, competitors, offers, trackers, custom metrics and contacts. */
export function BrandSettingsPage() {
  const brandId = useBrandId();
  const brand = useBrand(brandId);
  const canSeeRevenue = useCanSeeBrandRevenue();
  return (
    <Page>
      <PageHeader
        title="Settings"
        description="The brand's details, budget, the people who look after it, competitors, offers and trackers, custom metrics and contacts."
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
            <Suspense
              fallback={<Skeleton shape="rect" height={560} label="Loading the brand's details" />}
            >
              <BrandDetailsForm key={`details-${brand.data.id}`} brand={brand.data} />
            </Suspense>
            {canSeeRevenue && (
              <BrandBudgetForm key={`budget-${brand.data.id}`} brand={brand.data} />
            )}
          </Stack>
          <Suspense
            fallback={<Skeleton shape="rect" height={480} label="Loading the brand's lists" />}
          >
            <BrandSettingsLists brand={brand.data} />
          </Suspense>
        </Columns>
      )}
    </Page>
  );
}
