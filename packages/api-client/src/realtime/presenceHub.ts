import { shouldSendTyping, TYPING_EVENT, TYPING_EXPIRES_MS } from '@airtime/domain';
import type Pusher from 'pusher-js';
import type { PresenceChannel } from 'pusher-js';
import type { PresenceHub, PresenceMember, PresenceView } from './presenceLink.ts';

// Presence rooms over one pusher-js connection (issue 23): each presence channel is joined once
// however many parts of a page ask for it, and left when the last lets go. pusher-js keeps the
// members (subscription_succeeded, member_added, member_removed); a room mirrors them as an
// immutable view without the user's own id, and keeps who is typing: a client-typing event marks
// its sender for TYPING_EXPIRES_MS, `{ typing: false }` or their leaving unmarks them.

/** A member as pusher-js hands it over: the id and the user_info of the auth endpoint. */
interface RawMember {
  readonly id: unknown;
  readonly info: unknown;
}

const JOINING: PresenceView = { status: 'joining', others: [], typing: [] };

function text(info: unknown, name: string): string | null {
  const value =
    info !== null && typeof info === 'object' ? (info as Record<string, unknown>)[name] : null;
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

/** A member from whatever the server sent: a name is always there ("Someone" at worst). */
function toMember(raw: RawMember): PresenceMember {
  const name = text(raw.info, 'name') ?? 'Someone';
  return {
    id: String(raw.id),
    name,
    firstname: text(raw.info, 'firstname') ?? name.split(/\s+/)[0] ?? name,
    avatar: text(raw.info, 'avatar'),
  };
}

interface Room {
  readonly channel: PresenceChannel;
  holders: number;
  status: PresenceView['status'];
  view: PresenceView;
  readonly listeners: Set<() => void>;
  readonly members: Map<string, PresenceMember>;
  myId: string | null;
  /** Who is typing, each with the timer that unmarks them. */
  readonly typing: Map<string, ReturnType<typeof setTimeout>>;
  lastTypingSentAt: number | null;
  readonly unbind: () => void;
}

/** The presence hub of a pusher-js connection; `stop` leaves every room. */
export function createPresenceHub(pusher: Pusher): PresenceHub & { stop(): void } {
  const rooms = new Map<string, Room>();

  const publish = (room: Room) => {
    const others = [...room.members.values()].filter((member) => member.id !== room.myId);
    const typing = [...room.typing.keys()].flatMap((id) => room.members.get(id) ?? []);
    room.view = { status: room.status, others, typing };
    for (const listener of [...room.listeners]) listener();
  };

  const stopTyping = (room: Room, id: string) => {
    clearTimeout(room.typing.get(id));
    room.typing.delete(id);
  };

  const clear = (room: Room) => {
    room.members.clear();
    for (const id of [...room.typing.keys()]) stopTyping(room, id);
  };

  const open = (name: string): Room => {
    const channel = pusher.subscribe(name) as PresenceChannel;
    const handlers: Record<string, (data: never, metadata?: never) => void> = {
      'pusher:subscription_succeeded': () => {
        clear(room);
        room.myId = channel.members.myID === null ? null : String(channel.members.myID);
        channel.members.each((member: RawMember) => {
          const read = toMember(member);
          room.members.set(read.id, read);
        });
        room.status = 'joined';
        publish(room);
      },
      'pusher:subscription_error': () => {
        clear(room);
        room.status = 'refused';
        publish(room);
      },
      'pusher:member_added': (member: RawMember) => {
        const read = toMember(member);
        room.members.set(read.id, read);
        publish(room);
      },
      'pusher:member_removed': (member: RawMember) => {
        const id = String(member.id);
        room.members.delete(id);
        stopTyping(room, id);
        publish(room);
      },
      [TYPING_EVENT]: (data: unknown, metadata?: { user_id?: unknown }) => {
        const id = metadata?.user_id === undefined ? null : String(metadata.user_id);
        // Pusher names the sender; anyone else's claim, or a stranger's, is ignored.
        if (id === null || id === room.myId || !room.members.has(id)) return;
        stopTyping(room, id);
        const stopped =
          data !== null &&
          typeof data === 'object' &&
          (data as { typing?: unknown }).typing === false;
        if (!stopped)
          room.typing.set(
            id,
            setTimeout(() => {
              room.typing.delete(id);
              publish(room);
            }, TYPING_EXPIRES_MS),
          );
        publish(room);
      },
    };
    for (const [event, handler] of Object.entries(handlers)) channel.bind(event, handler);
    const room: Room = {
      channel,
      holders: 0,
      status: 'joining',
      view: JOINING,
      listeners: new Set(),
      members: new Map(),
      myId: null,
      typing: new Map(),
      lastTypingSentAt: null,
      unbind: () => {
        for (const [event, handler] of Object.entries(handlers)) channel.unbind(event, handler);
      },
    };
    rooms.set(name, room);
    return room;
  };

  const close = (name: string, room: Room) => {
    room.unbind();
    clear(room);
    rooms.delete(name);
    pusher.unsubscribe(name);
  };

  // pusher-js forgets the members when the connection drops, without a word: show nobody until it
  // has joined again (it subscribes again by itself on reconnecting).
  const onStateChange = ({ current }: { current: string }) => {
    if (current === 'connected') return;
    for (const room of rooms.values()) {
      if (room.status !== 'joined') continue;
      clear(room);
      room.status = 'joining';
      publish(room);
    }
  };
  pusher.connection.bind('state_change', onStateChange);

  return {
    join(name) {
      const room = rooms.get(name) ?? open(name);
      room.holders += 1;
      let left = false;
      return () => {
        if (left) return;
        left = true;
        room.holders -= 1;
        if (room.holders === 0 && rooms.get(name) === room) close(name, room);
      };
    },
    view: (name) => rooms.get(name)?.view ?? JOINING,
    watch(name, listener) {
      const room = rooms.get(name);
      if (room === undefined) return () => undefined;
      room.listeners.add(listener);
      return () => {
        room.listeners.delete(listener);
      };
    },
    typing(name, isTyping) {
      const room = rooms.get(name);
      if (room === undefined || !room.channel.subscribed) return;
      const now = Date.now();
      if (isTyping) {
        if (!shouldSendTyping(room.lastTypingSentAt, now)) return;
        room.lastTypingSentAt = now;
        room.channel.trigger(TYPING_EVENT, { typing: true });
      } else if (room.lastTypingSentAt !== null) {
        // Only someone marked as typing is told to stop.
        room.lastTypingSentAt = null;
        room.channel.trigger(TYPING_EVENT, { typing: false });
      }
    },
    stop() {
      pusher.connection.unbind('state_change', onStateChange);
      for (const [name, room] of [...rooms]) close(name, room);
    },
  };
}
