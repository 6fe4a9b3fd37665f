// Type-level checks, run by `pnpm typecheck`: open() knows each registered modal's props.
import type { ManagedModalProps, ModalEntryOf } from './ModalManager.tsx';
import { useModalManager } from './ModalManager.tsx';

function BrandModal(_: ManagedModalProps & { brandName: string; tab?: 'details' | 'team' }) {
  return null;
}
function SettingsModal(_: ManagedModalProps) {
  return null;
}
const registry = { brand: BrandModal, settings: SettingsModal };
type Registry = typeof registry;

export function useChecks() {
  const { open, close } = useModalManager<Registry>();
  open('brand', { brandName: 'Acme Corp' });
  open('brand', { brandName: 'Acme Corp', tab: 'team' });
  // A modal without required props opens without them.
  open('settings');
  // @ts-expect-error: the brand modal needs its brandName.
  open('brand');
  // @ts-expect-error: brandName is a string.
  open('brand', { brandName: 42 });
  // @ts-expect-error: the registry has no such modal.
  open('invoice');
  // @ts-expect-error: the manager passes isOpen itself.
  open('settings', { isOpen: true });
  close('brand');
  // @ts-expect-error: the registry has no such modal.
  close('invoice');
}

export const entries: ModalEntryOf<Registry>[] = [
  { name: 'brand', props: { brandName: 'Acme Corp' } },
  { name: 'settings', props: {} },
];

// @ts-expect-error: the props must be the named modal's.
export const mixedUp: ModalEntryOf<Registry>[] = [{ name: 'settings', props: { brandName: 'x' } }];
