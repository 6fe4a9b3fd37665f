import { useBrands } from '@airtime/api-client';
import { AvatarName, Card, Link, RecordHeaderFigure, text } from '@airtime/design-system';
import type { Agency, Brand } from '@airtime/domain';
import { useNavigate } from 'react-router';
import { href } from '../../app/paths.ts';
import { sortParam } from '../../features/lists/listQueries.ts';
import { ResourceTable } from '../../features/lists/ResourceTable.tsx';
import { useListQuery } from '../../features/lists/useListQuery.ts';
import { getUserName } from '../../features/users/getUserName.ts';
import { BRAND_COLUMNS, BRAND_SORTS } from './BrandsList.tsx';

/** The agency's key figures in its record header, from the brands its record carries. */
export function AgencyFigures({ brands }: { readonly brands: readonly Brand[] | undefined }) {
  const isLoading = brands === undefined;
  const all = brands ?? [];
  const budget = all.reduce((sum, brand) => sum + (brand.budget ?? 0), 0);
  return (
    <>
      <RecordHeaderFigure label="Brands" value={all.length} isLoading={isLoading} />
      <RecordHeaderFigure
        label="Active brands"
        value={all.filter((brand) => brand.is_active).length}
        isLoading={isLoading}
      />
      <RecordHeaderFigure
        label="Airtime customers"
        value={all.filter((brand) => brand.airtime_customer).length}
        isLoading={isLoading}
      />
      <RecordHeaderFigure
        label="Combined budget"
        value={budget}
        format="money"
        compact
        isLoading={isLoading}
      />
    </>
  );
}

/** Who at Airtime looks after the agency (its tcp_rep assignee). */
export function AgencyRepCard({ agency }: { readonly agency: Agency }) {
  const user = agency.rep?.user;
  return (
    <Card title="Airtime rep" headingLevel={2}>
      {user === undefined ? (
        <p className={text({ tone: 'subtle' })}>No Airtime rep is assigned to this agency yet.</p>
      ) : (
        <AvatarName
          name={getUserName(user)}
          src={user.avatar}
          size={10}
          description={<Link href={`mailto:${user.email}`}>{user.email}</Link>}
        />
      )}
    </Card>
  );
}

const columns = BRAND_COLUMNS.filter((column) => column.id !== 'agencies');

/** The agency's brands, sorted on the server; a row opens the brand's dashboard. */
export function AgencyBrands({ agencyId }: { readonly agencyId: number }) {
  const navigate = useNavigate();
  const query = useListQuery({ field: 'name', direction: 'asc' });
  const list = useBrands({
    agency_id: [agencyId],
    sort: sortParam(query.sort, BRAND_SORTS, 'name'),
  });
  return (
    <ResourceTable
      label="Brands of this agency"
      columns={columns}
      list={list}
      query={query}
      noun="brands"
      onOpen={(brand) => void navigate(href('agency-brand-dashboard', { brandId: brand.id }))}
      emptyTitle="No brands work with this agency yet."
      emptyDescription="Link a brand to the agency from the brand's settings."
    />
  );
}
