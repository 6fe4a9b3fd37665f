import { type ModalRegistry, useModalManager } from '@airtime/design-system';
import { lazyModal } from './lazyModal.tsx';

/**
 * The modals the signed-in shell opens by name (spec §2 'Modals'); their names and props go in
 * the URL's `modal` query state, so a shared link reopens them.
 */
export const shellModals = {
  io: lazyModal(() => import('../shell/IoModal.tsx').then((module) => module.IoModal)),
  settings: lazyModal(() =>
    import('../profileSettings/ProfileSettingsModal.tsx').then(
      (module) => module.ProfileSettingsModal,
    ),
  ),
  impersonate: lazyModal(() =>
    import('../impersonation/ImpersonateModal.tsx').then((module) => module.ImpersonateModal),
  ),
} satisfies ModalRegistry;

export type ShellModals = typeof shellModals;

/** open, close and isOpen of the shell's modals. */
export function useShellModals() {
  return useModalManager<ShellModals>();
}
