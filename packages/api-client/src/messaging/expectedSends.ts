import type { Message } from '@airtime/domain';
import type { PendingChange } from './ledger.ts';

/** A send whose call is under way. */
interface ExpectedSend {
  readonly send: PendingChange;
  readonly matches: (message: Message) => boolean;
  /** Set once a message.created took the temporary record's place: it, and the changes moved. */
  claimed?: { readonly message: Message; readonly moved: readonly PendingChange[] };
}

/**
 * The sends whose call is under way, each with what its saved record will look like, so the
 * realtime copy of one (the server broadcasts to the author too, often before it answers) is
 * known for what it is. A thread sends one call at a time, so two sends of the same text are
 * never expected together.
 */
export class ExpectedSends {
  private readonly sends: ExpectedSend[] = [];

  add(send: PendingChange, matches: (message: Message) => boolean): void {
    this.sends.push({ send, matches });
  }

  /** The call ended: no later message.created is its record. */
  end(send: PendingChange): void {
    const index = this.sends.findIndex((candidate) => candidate.send === send);
    if (index >= 0) this.sends.splice(index, 1);
  }

  /** The record a message.created put in the send's place, and the changes moved to it. */
  claimed(send: PendingChange): ExpectedSend['claimed'] {
    return this.sends.find((candidate) => candidate.send === send)?.claimed;
  }

  /** The send a new message is the record of: the first matching one not yet claimed. */
  recordOf(message: Message): PendingChange | undefined {
    if (this.sends.some((candidate) => candidate.claimed?.message.id === message.id))
      return undefined;
    return this.sends.find(
      (candidate) => candidate.claimed === undefined && candidate.matches(message),
    )?.send;
  }

  claim(send: PendingChange, message: Message, moved: readonly PendingChange[]): void {
    const expected = this.sends.find((candidate) => candidate.send === send);
    if (expected !== undefined) expected.claimed = { message, moved };
  }
}
