import type { EventBus } from './eventBus.ts';

// Who is in each presence channel (issue 23), shared by every socket of one realtime world (one
// bus: the local server's, a browser tab's, a test's) and read by the HTTP API's user listings.
// A member is a user, not a socket: Pusher counts a user once however many tabs they have open,
// adds them on their first socket (member_added) and removes them with their last
// (member_removed). User ids are strings, as Pusher sends them.

/** One socket's member of a presence channel: Pusher's `channel_data`. */
export interface PresenceMember {
  readonly user_id: string;
  readonly user_info: unknown;
}

export interface PresenceRegistry {
  /** Adds a socket's member; true when the user was not in the channel before (member_added). */
  join(channel: string, socketId: string, member: PresenceMember): boolean;
  /** Removes a socket; its member when that was the user's last socket there (member_removed). */
  leave(channel: string, socketId: string): PresenceMember | null;
  /** The channel's users in the order they arrived, each with the info of their first socket. */
  members(channel: string): ReadonlyMap<string, unknown>;
  /** How many users each occupied presence channel has. */
  userCounts(): ReadonlyMap<string, number>;
}

function createPresenceRegistry(): PresenceRegistry {
  const channels = new Map<string, Map<string, PresenceMember>>();
  const members = (channel: string) => {
    const users = new Map<string, unknown>();
    for (const member of channels.get(channel)?.values() ?? []) {
      if (!users.has(member.user_id)) users.set(member.user_id, member.user_info);
    }
    return users;
  };
  return {
    join(channel, socketId, member) {
      const isNew = !members(channel).has(member.user_id);
      let sockets = channels.get(channel);
      if (sockets === undefined) {
        sockets = new Map();
        channels.set(channel, sockets);
      }
      sockets.set(socketId, member);
      return isNew;
    },
    leave(channel, socketId) {
      const sockets = channels.get(channel);
      const member = sockets?.get(socketId);
      if (sockets === undefined || member === undefined) return null;
      sockets.delete(socketId);
      if (sockets.size === 0) channels.delete(channel);
      return members(channel).has(member.user_id) ? null : member;
    },
    members,
    userCounts() {
      const counts = new Map<string, number>();
      for (const channel of channels.keys()) counts.set(channel, members(channel).size);
      return counts;
    },
  };
}

const registries = new WeakMap<EventBus, PresenceRegistry>();

/** The presence registry of the realtime world a bus belongs to. */
export function presenceRegistry(bus: EventBus): PresenceRegistry {
  let registry = registries.get(bus);
  if (registry === undefined) {
    registry = createPresenceRegistry();
    registries.set(bus, registry);
  }
  return registry;
}
