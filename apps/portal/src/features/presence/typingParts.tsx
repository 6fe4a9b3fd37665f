import { usePresence, usePresenceTyping } from '@airtime/api-client';
import { describeTyping } from '@airtime/domain';
import { useEffect } from 'react';

/** Who else is typing in the thread, by first name ("Ada is typing…"); nothing when nobody is. */
export function TypingText({ channel }: { readonly channel: string }) {
  const { typing } = usePresence(channel);
  return describeTyping(typing.map((member) => member.firstname));
}

/**
 * Tells the thread's others that this user is typing while the composer holds text (throttled),
 * and that they stopped once it is sent or emptied. Renders nothing.
 */
export function TypingSignal({
  channel,
  text,
}: {
  readonly channel: string;
  readonly text: string;
}) {
  const setTyping = usePresenceTyping(channel);
  // Each change of the text is a keystroke to report (setTyping throttles what it sends).
  useEffect(() => setTyping(text.trim() !== ''), [setTyping, text]);
  return null;
}
