// What PresenceGroup loads when someone else first shows up: the tooltip row alone.
export { AvatarGroupTooltip } from '@airtime/design-system';
