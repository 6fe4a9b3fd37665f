import { useSelectedBrand } from '@airtime/api-client';
import { EmptyState, ErrorState, Skeleton } from '@airtime/design-system';
import type { Brand } from '@airtime/domain';
import type { ReactNode } from 'react';

/**
 * The brand app's content for the brand chosen in the brand picker (spec §4): the children once
 * the choice is made, else its loading, error or no-brand state. The brand app's calls wait for
 * it, so they never read every brand of the user at once.
 */
export function BrandScope({ children }: { readonly children: (brand: Brand) => ReactNode }) {
  const { selected, items, isLoading, isSelecting, error, select } = useSelectedBrand();
  if (selected !== null) return children(selected);
  if (error !== undefined) {
    const first = items[0];
    return (
      <ErrorState
        headingLevel={2}
        title="Your brand could not be loaded."
        description={error.message}
        action={{
          label: 'Try again',
          isPending: isSelecting,
          // With the list loaded only the choice failed: make it again; else start over.
          onPress: () => (first === undefined ? location.reload() : void select(first.id)),
        }}
      />
    );
  }
  if (isLoading) return <Skeleton shape="rect" height={160} label="Loading your brand" />;
  return (
    <EmptyState
      headingLevel={2}
      title="No brand to show."
      description="Ask your Airtime contact to give you access to a brand."
    />
  );
}
