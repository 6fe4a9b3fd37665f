import { useSessionState } from '@airtime/api-client';
import { Banner, Button } from '@airtime/design-system';
import { useStopImpersonation } from './useStopImpersonation.ts';

/** The red banner over the shell while impersonating (spec §2), with its way out. */
export function ImpersonationBanner() {
  const { profile, isImpersonating } = useSessionState();
  const { turnOff, isPending } = useStopImpersonation();
  if (!isImpersonating || profile === null) return null;
  return (
    <Banner
      tone="critical"
      emphasis="strong"
      isFullWidth
      role="status"
      title="Impersonation on"
      actions={
        <Button size="sm" variant="secondary" isPending={isPending} onPress={turnOff}>
          Turn off
        </Button>
      }
    >
      {`You are currently impersonating ${profile.firstname} ${profile.lastname}`}
    </Banner>
  );
}
