import { useImpersonation } from '@airtime/api-client';
import { toast } from '@airtime/design-system';
import { useCallback } from 'react';
import { href } from '../../app/paths.ts';
import { pageReload } from '../shell/pageReload.ts';

/** Turns impersonation off, then reloads to agency home as the own user (spec §4). */
export function useStopImpersonation() {
  const { stop, isPending } = useImpersonation({
    onStopped: () => pageReload.to(href('agency-home')),
  });
  const turnOff = useCallback(() => {
    stop().catch((error: Error) =>
      toast.error('Impersonation could not be turned off.', { description: error.message }),
    );
  }, [stop]);
  return { turnOff, isPending } as const;
}
