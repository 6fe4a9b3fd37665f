import { useGlobalSearch, useSessionState } from '@airtime/api-client';
import {
  CommandPalette,
  type CommandPaletteItem,
  type CommandPaletteSection,
} from '@airtime/design-system';
import {
  type AppType,
  assertNever,
  SEARCH_RESULT_TYPE_TITLES,
  type SearchResultType,
  type UserProfile,
} from '@airtime/domain';
import { Building, Clock, Store, Tv, Users, Zap } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useMatches, useNavigate } from 'react-router';
import { appRoutesOf, appTypeOf } from '../../app/routeHandle.ts';
import { useMayOpen } from '../../app/useMayOpen.ts';
import {
  getAgencyNavGroups,
  getBottomLinks,
  getBrandNavGroups,
  getCreatorNavGroups,
} from '../navigation/menus.tsx';
import { searchResultHref, searchResultKey } from '../search/searchResults.ts';
import { useDebouncedValue } from '../search/useDebouncedValue.ts';
import { getFrequentUses, getRecentUses, type PaletteUse } from './paletteHistory.ts';
import { getPalettePages, type PalettePage } from './paletteNavigation.ts';
import { useAccountPaletteActions } from './useAccountPaletteActions.ts';
import { usePaletteHistory } from './usePaletteHistory.ts';
import { useOfferedPaletteActions } from './usePaletteRegistry.ts';

/** What choosing an item does. */
type Choice =
  | { readonly kind: 'page'; readonly href: string }
  | { readonly kind: 'record'; readonly href: string; readonly record: PaletteUse['record'] }
  | { readonly kind: 'action'; readonly run: () => void };

interface Entry extends CommandPaletteItem {
  readonly choice: Choice;
}

const RECORD_ICONS: Record<SearchResultType, ReactNode> = {
  agency: <Building />,
  brand: <Store />,
  creator: <Users />,
  channel: <Tv />,
};

function usePalettePages(appType: AppType | null, profile: UserProfile | null): PalettePage[] {
  const matches = useMatches();
  const routes = appRoutesOf(matches);
  const mayOpen = useMayOpen();
  if (profile === null || appType === null) return [];
  switch (appType) {
    case 'agency':
      return getPalettePages(
        getAgencyNavGroups(profile, routes),
        getBottomLinks(profile, appType, routes),
        routes,
        mayOpen,
      );
    case 'brand':
      return getPalettePages(
        getBrandNavGroups(routes),
        getBottomLinks(profile, appType, routes),
        routes,
        mayOpen,
      );
    case 'creator':
      // The creator's own pages; their brands are in the side navigation.
      return getPalettePages(
        getCreatorNavGroups(routes, { active: [], inactive: [] }),
        [],
        routes,
        mayOpen,
      );
    default:
      return assertNever(appType, 'app type');
  }
}

/** `entries` under a section, their ids made unique to it (an item may show in Recent too). */
function section(
  id: string,
  title: string,
  entries: readonly Entry[],
  isFiltered = true,
): CommandPaletteSection & { readonly entries: readonly Entry[] } {
  const own = entries.map((entry) => ({ ...entry, id: `${id}|${entry.id}` }));
  return { id, title, items: own, entries: own, isFiltered };
}

export interface AppCommandPaletteProps {
  readonly isOpen: boolean;
  readonly onOpenChange: (isOpen: boolean) => void;
}

/**
 * The signed-in app's command palette (issue 23): the pages the user may open, records through
 * the global search, and the actions the screens shown offer; recent and frequent choices first.
 * Loaded on first use, with the design system's palette.
 */
export function AppCommandPalette({ isOpen, onOpenChange }: AppCommandPaletteProps) {
  const navigate = useNavigate();
  const appType = appTypeOf(useMatches());
  const { profile } = useSessionState();
  const [query, setQuery] = useState('');
  const text = useDebouncedValue(query);
  const searchApp = appType === 'creator' || appType === null ? null : appType;
  // The creator app has no search: blank text makes no call.
  const search = useGlobalSearch(searchApp === null ? '' : text, { app: searchApp ?? 'agency' });
  const history = usePaletteHistory(profile?.id ?? null);
  const pages = usePalettePages(appType, profile);
  const actions = [...useOfferedPaletteActions(), ...useAccountPaletteActions()];

  const pageEntries: Entry[] = pages.map((page) => ({
    id: page.id,
    label: page.label,
    description: page.description ?? 'Page',
    icon: page.icon,
    keywords: ['page', 'go to', 'open'],
    choice: { kind: 'page', href: page.href },
  }));
  const actionEntries: Entry[] = actions.map((action) => ({
    id: `action:${action.id}`,
    label: action.label,
    description: action.description,
    icon: action.icon ?? <Zap />,
    keywords: action.keywords,
    choice: { kind: 'action', run: action.run },
  }));
  const recordEntries: Entry[] = search.results.flatMap((result) => {
    const href = searchApp === null ? null : searchResultHref(searchApp, result);
    if (href === null) return [];
    const record = {
      label: result.name,
      description: SEARCH_RESULT_TYPE_TITLES[result.type],
      href,
    };
    return [
      {
        id: `record:${searchResultKey(result)}`,
        label: result.name,
        description: record.description,
        icon: RECORD_ICONS[result.type],
        choice: { kind: 'record', href, record },
      },
    ];
  });

  // Earlier choices, offered again only while their page or action is (records always are).
  const known = new Map([...pageEntries, ...actionEntries].map((entry) => [entry.id, entry]));
  const pastEntry = (use: PaletteUse): Entry | undefined => {
    const entry = known.get(use.id);
    if (entry !== undefined || use.record === undefined) return entry;
    return {
      id: use.id,
      label: use.record.label,
      description: use.record.description,
      icon: <Clock />,
      choice: { kind: 'record', href: use.record.href, record: use.record },
    };
  };
  const available = history.uses.filter((use) => pastEntry(use) !== undefined);
  const recent = getRecentUses(available);
  const frequent = getFrequentUses(available, new Set(recent.map((use) => use.id)));
  const toEntries = (uses: readonly PaletteUse[]) => uses.flatMap((use) => pastEntry(use) ?? []);

  const isTyping = query.trim() !== '';
  const sections = isTyping
    ? [
        section('actions', 'Actions', actionEntries),
        section('pages', 'Pages', pageEntries),
        // Matched by the server: shown as they come.
        section('records', 'Records', recordEntries, false),
      ]
    : [
        section('recent', 'Recent', toEntries(recent)),
        section('frequent', 'Frequent', toEntries(frequent)),
        section('actions', 'Actions', actionEntries),
        section('pages', 'Pages', pageEntries),
      ];
  const byId = new Map(sections.flatMap((each) => each.entries.map((entry) => [entry.id, entry])));

  const choose = (id: string) => {
    const entry = byId.get(id);
    if (entry === undefined) return;
    const usedId = id.slice(id.indexOf('|') + 1);
    const { choice } = entry;
    setQuery('');
    switch (choice.kind) {
      case 'page':
        history.remember(usedId);
        navigate(choice.href);
        return;
      case 'record':
        history.remember(usedId, choice.record);
        navigate(choice.href);
        return;
      case 'action':
        history.remember(usedId);
        choice.run();
        return;
      default:
        assertNever(choice, 'palette choice');
    }
  };

  const isSearching =
    searchApp !== null && isTyping && (query.trim() !== text.trim() || search.isLoading);
  return (
    <CommandPalette
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) setQuery('');
        onOpenChange(open);
      }}
      label="Command palette"
      searchLabel="Search pages, records and actions"
      placeholder={searchApp === null ? 'Find a page or action…' : 'Find a page, record or action…'}
      sections={sections}
      query={query}
      onQueryChange={setQuery}
      isLoading={isSearching}
      onAction={choose}
      {...(search.error === undefined ? {} : { emptyText: 'Search failed. Try again.' })}
    />
  );
}
