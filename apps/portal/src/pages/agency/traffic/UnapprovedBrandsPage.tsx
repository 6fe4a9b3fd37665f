import { UnapprovedRelationships } from '../../../areas/agency/UnapprovedRelationships.tsx';

/** /agency/traffic/unapproved: brand-creator pairings the brand has not approved yet. */
export function UnapprovedBrandsPage() {
  return <UnapprovedRelationships />;
}
