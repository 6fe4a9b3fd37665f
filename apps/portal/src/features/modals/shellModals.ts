import { type ManagedModalProps, useModalManager } from '@airtime/design-system';
import type { ComponentProps, ComponentType, ReactElement } from 'react';
import { lazyModal } from './lazyModal.tsx';
import type { ModalLoaders } from './modalLoaders.ts';

/**
 * The names of the modals the signed-in shell opens (spec §2 'Modals'). Their names and props go
 * in the URL's `modal` query state, so a shared link reopens them; each modal's code (and the
 * table of their imports, modalLoaders.ts) loads on first open. A new modal goes in both lists.
 */
const MODAL_NAMES = [
  'io',
  'settings',
  'impersonate',
  'user-editor',
  'permissions',
  'planning',
  'plan',
  'io-document',
  'campaign-renewal',
  'production',
  'offer',
  'offers',
  'tracker',
  'promo-url',
  'tags',
  'uncontracted-event',
  'performance',
  'onboarding',
  'contact',
  'channel',
  'creator-profile',
  'payment-preference',
  'agency',
  'create-brand',
  'creator',
  'metric-type',
  'prospect',
  'outreach',
  'email-form',
  'sponsorship-review',
  'event-claiming',
  'trending-sponsorship',
  'event-description-changes',
  'create-invoice',
  'invoicing-customer',
  'forecast-month',
  'activity-import',
  'share-report',
  'save-view',
] as const satisfies readonly (keyof ModalLoaders)[];

type ModalName = keyof ModalLoaders;
type ModalProps<Name extends ModalName> = ComponentProps<Awaited<ReturnType<ModalLoaders[Name]>>>;

/** Every loader has its name in MODAL_NAMES (a type error names a missing one). */
const everyModalNamed: Exclude<ModalName, (typeof MODAL_NAMES)[number]> extends never
  ? true
  : Exclude<ModalName, (typeof MODAL_NAMES)[number]> = true;
void everyModalNamed;

/**
 * The shell's registry: each name a lazy modal. Not `satisfies ModalRegistry`: its
 * `ComponentType<never>` would become each entry's props by inference; useModalManager checks it.
 */
export const shellModals = Object.fromEntries(
  MODAL_NAMES.map((name) => [
    name,
    // Each entry's own props are restored by the cast below; here any modal's will do.
    lazyModal<ManagedModalProps>(() =>
      import('./modalLoaders.ts').then(
        ({ modalLoaders }) =>
          modalLoaders[name]() as unknown as Promise<ComponentType<ManagedModalProps>>,
      ),
    ),
  ]),
) as unknown as { readonly [Name in ModalName]: (props: ModalProps<Name>) => ReactElement };

export type ShellModals = typeof shellModals;

/** open, close and isOpen of the shell's modals. */
export function useShellModals() {
  return useModalManager<ShellModals>();
}
