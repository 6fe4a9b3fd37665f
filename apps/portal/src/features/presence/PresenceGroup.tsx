import { usePresence } from '@airtime/api-client';
import { AvatarGroup } from '@airtime/design-system';
import { describePresence } from '@airtime/domain';
import { lazy, Suspense } from 'react';

// The tooltip's code (React Aria's tooltip and overlay positioning) comes when someone else first
// shows up; until then, and while it loads, the same row shows without it.
const AvatarGroupTooltip = lazy(async () => ({
  default: (await import('./avatarTooltip.ts')).AvatarGroupTooltip,
}));

/** The others' avatars in a row, one tab stop whose tooltip and accessible name list them all. */
export function PresenceGroup({ channel }: { readonly channel: string }) {
  const { others } = usePresence(channel);
  if (others.length === 0) return null;
  const props = {
    label: describePresence(others.map((member) => member.name)),
    people: others.map(({ id, name, avatar }) => ({ id, name, src: avatar })),
    size: 6,
    max: 4,
  } as const;
  return (
    <Suspense fallback={<AvatarGroup {...props} isImage />}>
      <AvatarGroupTooltip {...props} />
    </Suspense>
  );
}
