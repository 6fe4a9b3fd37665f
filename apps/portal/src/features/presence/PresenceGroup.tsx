import { usePresence } from '@airtime/api-client';
import { AvatarGroupTooltip } from '@airtime/design-system';
import { describePresence } from '@airtime/domain';

/** The others' avatars in a row, one tab stop whose tooltip and accessible name list them all. */
export function PresenceGroup({ channel }: { readonly channel: string }) {
  const { others } = usePresence(channel);
  if (others.length === 0) return null;
  return (
    <AvatarGroupTooltip
      label={describePresence(others.map((member) => member.name))}
      people={others.map(({ id, name, avatar }) => ({ id, name, src: avatar }))}
      size={6}
      max={4}
    />
  );
}
