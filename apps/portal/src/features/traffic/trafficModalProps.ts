import { useModalManager } from '@airtime/design-system';
import { useMemo } from 'react';

// The traffic modals' own props (they go into the URL as JSON) and a typed opener, declared here
// once: the modals open one another, and typing them through shellModals would make each depend
// on itself.

/** The props of each traffic modal, by its name in shellModals. */
export interface TrafficModalPropsByName {
  /** A potentially sponsored event: its mentions, confirmed or marked not sponsored. */
  'sponsorship-review': { readonly eventId: number };
  /** `event claiming`: the event attached to a campaign on its channel. */
  'event-claiming': { readonly eventId: number };
  /** `trending sponsorship`: a brand's mentions across channels. */
  'trending-sponsorship': { readonly brandId: number };
  /** `event description changes`: what changed in the event's description. */
  'event-description-changes': { readonly eventId: number };
}

export type TrafficModalName = keyof TrafficModalPropsByName;

/** Opens a traffic modal by name over whatever is open (through the URL's modal state). */
export function useTrafficModals() {
  const { open } = useModalManager();
  return useMemo(
    () => ({
      open: <N extends TrafficModalName>(name: N, props: TrafficModalPropsByName[N]) =>
        (open as (name: string, props: unknown) => void)(name, props),
    }),
    [open],
  );
}
