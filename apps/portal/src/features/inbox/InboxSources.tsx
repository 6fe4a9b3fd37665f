import { useBrands, useSelectedBrand, useSelectedCreator } from '@airtime/api-client';
import { LoadMore } from '@airtime/design-system';
import { useMemo } from 'react';
import { Inbox } from './Inbox.tsx';
import type { InboxSubject } from './inboxSubjects.ts';

// Which conversations each app's inbox lists. There is no call listing a user's threads (spec
// §7 has only GET /api/threads/{type}/{id}/{visibility}), so each inbox names the records whose
// threads it reads: agency staff the brands' internal threads, brand users their brands'
// brand-shared threads, creator users their creators' creator-shared threads.

const reload = () => location.reload();

/** The agency inbox: the internal conversation of each brand, brands read page by page. */
export function AgencyInbox() {
  const brands = useBrands({ sort: 'name', per_page: 50 });
  const subjects = useMemo<InboxSubject[]>(
    () =>
      brands.items.map((brand) => ({
        type: 'brand',
        id: brand.id,
        visibility: 'internal',
        name: brand.name,
        logo: brand.logo,
      })),
    [brands.items],
  );
  return (
    <Inbox
      subjects={subjects}
      isLoading={brands.isLoading}
      error={brands.error}
      onRetry={() => void brands.refresh()}
      footer={
        brands.items.length > 0 && (
          <LoadMore
            onLoadMore={() => void brands.loadMore()}
            isLoading={brands.isLoadingMore}
            hasMore={brands.hasMore}
            label="Load more brands' conversations"
          />
        )
      }
    />
  );
}

/** The brand inbox: the conversation shared with each brand the user may see. */
export function BrandInbox() {
  const { items, isLoading, error } = useSelectedBrand();
  const subjects = useMemo<InboxSubject[]>(
    () =>
      items.map((brand) => ({
        type: 'brand',
        id: brand.id,
        visibility: 'brand',
        name: brand.name,
        logo: brand.logo,
      })),
    [items],
  );
  return (
    <Inbox
      subjects={subjects}
      isLoading={isLoading && items.length === 0}
      error={error}
      onRetry={reload}
    />
  );
}

/** The creator inbox: the conversation shared with each of the user's creators. */
export function CreatorInbox() {
  const { items, isLoading, error } = useSelectedCreator();
  const subjects = useMemo<InboxSubject[]>(
    () =>
      items.map((creator) => ({
        type: 'creator',
        id: creator.id,
        visibility: 'creator',
        name: creator.name,
        logo: creator.logo,
      })),
    [items],
  );
  return (
    <Inbox
      subjects={subjects}
      isLoading={isLoading && items.length === 0}
      error={error}
      onRetry={reload}
    />
  );
}
