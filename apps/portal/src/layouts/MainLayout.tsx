import { useSelectedBrand, useSelectedCreator, useSessionState } from '@airtime/api-client';
import { AppShell, LoadingOverlay } from '@airtime/design-system';
import type { AppType, UserProfile } from '@airtime/domain';
import { Fragment, type ReactNode, useDeferredValue } from 'react';
import { Outlet, useMatches } from 'react-router';
import { appTypeOf, handleOf } from '../app/routeHandle.ts';
import { useDocumentTitle } from '../app/useDocumentTitle.ts';
import { useRecordNames } from '../app/useRecordNames.ts';
import { ImpersonationBanner } from '../features/impersonation/ImpersonationBanner.tsx';
import { UrlModalManager } from '../features/modals/UrlModalManager.tsx';
import { AppSideNav, CreatorSideNav } from '../features/navigation/AppSideNav.tsx';
import { FirstLoadOverlay } from '../features/navigation/FirstLoadOverlay.tsx';
import { useShellNav } from '../features/navigation/useShellNav.ts';
import { AgencyHeader, BrandHeader, CreatorHeader } from '../features/shell/AppHeaders.tsx';
import { ShellBreadcrumbs } from '../features/shell/ShellBreadcrumbs.tsx';

interface ShellProps {
  readonly appType: AppType;
  readonly header: (hasNavToggle: boolean) => ReactNode;
  readonly sideNav: ReactNode;
  /** The content restarts when this changes: the selected brand or creator (spec §2). */
  readonly contentKey: string;
  /** The selection the content depends on is still being made: the first load's overlay. */
  readonly isFirstLoad?: boolean;
}

function Shell({ appType, header, sideNav, contentKey, isFirstLoad = false }: ShellProps) {
  const nav = useShellNav(appType);
  const { isImpersonating } = useSessionState();
  const isFrameless = useMatches().some((match) => handleOf(match).frameless === true);
  // The page mounts in a render of its own, after the shell has shown: a deferred render, which
  // React splits into short tasks that let the browser paint and respond, not one long task.
  const showsPage = useDeferredValue(!isFirstLoad, false);
  return (
    <UrlModalManager>
      <AppShell
        header={header(nav.hasNavToggle)}
        sideNav={sideNav}
        banners={isImpersonating ? <ImpersonationBanner /> : undefined}
        navMode={nav.navMode}
        isNavOpen={nav.isNavOpen}
        onNavOpenChange={nav.setNavOpen}
        isFrameless={isFrameless}
      >
        {!isFrameless && <ShellBreadcrumbs />}
        {!showsPage ? (
          <LoadingOverlay isLoading label="Loading" />
        ) : (
          <Fragment key={contentKey}>
            <Outlet />
          </Fragment>
        )}
      </AppShell>
    </UrlModalManager>
  );
}

function AgencyShell({ profile }: { readonly profile: UserProfile }) {
  return (
    <Shell
      appType="agency"
      header={(hasNavToggle) => <AgencyHeader profile={profile} hasNavToggle={hasNavToggle} />}
      sideNav={<AppSideNav appType="agency" profile={profile} />}
      contentKey="agency"
    />
  );
}

function BrandShell({ profile }: { readonly profile: UserProfile }) {
  const { selected, isLoading } = useSelectedBrand();
  return (
    <Shell
      appType="brand"
      header={(hasNavToggle) => <BrandHeader profile={profile} hasNavToggle={hasNavToggle} />}
      sideNav={<AppSideNav appType="brand" profile={profile} />}
      contentKey={`brand-${selected?.id ?? 'none'}`}
      isFirstLoad={selected === null && isLoading}
    />
  );
}

function CreatorShell({ profile }: { readonly profile: UserProfile }) {
  const { selected, isLoading } = useSelectedCreator();
  return (
    <Shell
      appType="creator"
      header={(hasNavToggle) => <CreatorHeader profile={profile} hasNavToggle={hasNavToggle} />}
      sideNav={<CreatorSideNav />}
      contentKey={`creator-${selected?.id ?? 'none'}`}
      isFirstLoad={selected === null && isLoading}
    />
  );
}

/**
 * The layout of the three apps (spec §2 'Layouts'): the DS AppShell with the app's header, side
 * navigation and banners, breadcrumbs, and the page. Each app is a component of its own, so
 * moving between apps starts a fresh shell.
 */
export function MainLayout() {
  const appType = appTypeOf(useMatches());
  const { profile } = useSessionState();
  useDocumentTitle(useRecordNames());
  // Between a sign-out and the login page there is no one to show the shell to.
  if (profile === null || appType === null) return <FirstLoadOverlay />;
  switch (appType) {
    case 'agency':
      return <AgencyShell profile={profile} />;
    case 'brand':
      return <BrandShell profile={profile} />;
    case 'creator':
      return <CreatorShell profile={profile} />;
  }
}
