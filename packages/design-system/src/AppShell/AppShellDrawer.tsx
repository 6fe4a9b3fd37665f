import type { ReactNode } from 'react';
import { Dialog } from '../Dialog/Dialog.tsx';
import { Drawer } from '../Drawer/Drawer.tsx';
import { appShellDrawerNav } from './AppShell.css.ts';

/** The navigation as a modal sheet, loaded by AppShell when the drawer first opens. */
export function AppShellDrawer({
  isOpen,
  onOpenChange,
  label,
  children,
}: {
  readonly isOpen: boolean;
  readonly onOpenChange: (isOpen: boolean) => void;
  readonly label: string;
  readonly children: ReactNode;
}) {
  return (
    <Drawer size="nav" placement="left" isOpen={isOpen} onOpenChange={onOpenChange}>
      <Dialog aria-label={label} padding="none" showCloseButton={false}>
        <div className={appShellDrawerNav}>{children}</div>
      </Dialog>
    </Drawer>
  );
}
