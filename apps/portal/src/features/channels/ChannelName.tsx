import type { Channel } from '@airtime/domain';
import * as styles from '../lists/cells.css.ts';
import { PlatformMark } from './PlatformMark.tsx';

/** A channel's platform mark (named for screen readers) and its name, as a table cell. */
export function ChannelName({
  channel,
}: {
  readonly channel: Pick<Channel, 'name' | 'content_type_id'>;
}) {
  return (
    <span className={styles.markedName}>
      <PlatformMark contentTypeId={channel.content_type_id} />
      {channel.name}
    </span>
  );
}
