import { formatNumber } from '@airtime/design-system';
import type { Channel } from '@airtime/domain';

/** '2 channels · 1.2M audience': a creator's channels and their subscribers together. */
export function describeReach(channels: readonly Pick<Channel, 'subscribers_count'>[]): string {
  const audience = channels.reduce((sum, channel) => sum + (channel.subscribers_count ?? 0), 0);
  const count = channels.length === 1 ? '1 channel' : `${channels.length} channels`;
  return `${count} · ${formatNumber(audience, { compact: true })} audience`;
}
