import { TYPING_THROTTLE_MS } from './presence.ts';

/**
 * Whether a keystroke sends a typing event: the first does, then at most one per
 * TYPING_THROTTLE_MS (Pusher allows 10 client events a second; the others' marks last
 * TYPING_EXPIRES_MS, so one every 2 s keeps them lit).
 */
export function shouldSendTyping(lastSentAt: number | null, now: number): boolean {
  return lastSentAt === null || now - lastSentAt >= TYPING_THROTTLE_MS || now < lastSentAt;
}
