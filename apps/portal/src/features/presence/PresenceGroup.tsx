import type { PresenceMember } from '@airtime/api-client';
import { AvatarGroup } from '@airtime/design-system';
import { describePresence } from '@airtime/domain';

/** The others' avatars in a row, one tab stop whose tooltip and accessible name list them all. */
export function PresenceGroup({ others }: { readonly others: readonly PresenceMember[] }) {
  return (
    <AvatarGroup
      label={describePresence(others.map((member) => member.name))}
      people={others.map(({ id, name, avatar }) => ({ id, name, src: avatar }))}
      size={6}
      max={4}
      hasTooltip
    />
  );
}
