import { NoCreatorState } from '../../../areas/creatorApp/CreatorAppState.tsx';
import { CreatorBrandFrame } from '../../../areas/creatorApp/CreatorBrandFrame.tsx';
import { useCreatorAppEvents } from '../../../areas/creatorApp/useCreatorAppEvents.ts';
import { useIdParam } from '../../../features/navigation/useIdParam.ts';
import { PaymentChainCard } from '../../../features/payments/PaymentChainCard.tsx';
import { CreatorEarningsReport } from '../../../features/reports/CreatorEarningsReport.tsx';

/**
 * /creator/brand/:brandId/payments: what that brand's aired events earned, billing to come, and
 * where each one's money stands.
 */
export function CreatorBrandPaymentsPage() {
  const brandId = useIdParam('brandId');
  const events = useCreatorAppEvents(brandId);
  return (
    <CreatorBrandFrame brandId={brandId}>
      {(brand) =>
        events.hasNoCreator ? (
          <NoCreatorState />
        ) : (
          <CreatorEarningsReport
            events={events}
            brandName={brand.name}
            paymentChain={
              <PaymentChainCard
                creatorId={events.creator?.id ?? null}
                brand={brand}
                headingLevel={2}
              />
            }
            headingLevel={2}
          />
        )
      }
    </CreatorBrandFrame>
  );
}
