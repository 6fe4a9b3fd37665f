// What shows presence, loaded once realtime is up (the gates pages import are presenceGates.tsx):
// no route's first load carries it, nor the hub it joins.
export { PresenceGroup } from './PresenceGroup.tsx';
export { TypingSignal, TypingText } from './typingParts.tsx';
