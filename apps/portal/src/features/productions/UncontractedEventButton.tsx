import { Button } from '@airtime/design-system';
import { Plus } from 'lucide-react';
import { useMayWrite } from '../../app/useMayWrite.ts';
import { useProductionModals } from './productionModalProps.ts';

/**
 * Opens the `un-contracted event` modal (decisions §9: production and creator campaigns), for the
 * creator when given; nothing for users who may not write.
 */
export function UncontractedEventButton({ creatorId }: { readonly creatorId?: number }) {
  const mayWrite = useMayWrite();
  const modals = useProductionModals();
  if (!mayWrite) return null;
  return (
    <Button
      size="sm"
      icon={<Plus />}
      onPress={() =>
        modals.open('uncontracted-event', creatorId === undefined ? {} : { creatorId })
      }
    >
      Record un-contracted event
    </Button>
  );
}
