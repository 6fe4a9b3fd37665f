import { type ModalEntryOf, ModalManager } from '@airtime/design-system';
import { decodeQueryState, type ModalProps, updateQueryState } from '@airtime/domain';
import { type ReactNode, useCallback, useMemo } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { type ShellModals, shellModals } from './shellModals.ts';

type Entry = ModalEntryOf<ShellModals>;

/**
 * The DS ModalManager driven by the URL's `modal` query state (spec §2 'URL query state'): what
 * opens or closes is written to the URL, a shared link reopens it, and a new path closes all.
 */
export function UrlModalManager({ children }: { readonly children: ReactNode }) {
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  // The manager ignores names its registry does not know, and props are the URL's JSON.
  const modals = useMemo(() => decodeQueryState(params).modals as readonly Entry[], [params]);
  const onModalsChange = useCallback(
    (next: Entry[]) =>
      setParams(
        (current) =>
          updateQueryState(current, {
            modals: next.map(({ name, props }) => ({ name, props: props as ModalProps })),
          }),
        // Opening or closing a modal is not a page of its own in the history.
        { replace: true },
      ),
    [setParams],
  );
  return (
    <ModalManager
      registry={shellModals}
      modals={modals}
      onModalsChange={onModalsChange}
      routeKey={pathname}
    >
      {children}
    </ModalManager>
  );
}
