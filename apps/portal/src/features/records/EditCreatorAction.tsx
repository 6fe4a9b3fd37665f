import { Pencil } from 'lucide-react';
import { useShellModals } from '../modals/shellModals.ts';
import { RecordAction } from './RecordAction.tsx';

/** The creator record header's Edit: the `creator` modal on this creator, for those who may write. */
export function EditCreatorAction({ creatorId }: { readonly creatorId: number }) {
  const { open } = useShellModals();
  return (
    <RecordAction
      label="Edit"
      paletteLabel="Edit creator"
      icon={<Pencil />}
      variant="secondary"
      onPress={() => open('creator', { creatorId })}
    />
  );
}
