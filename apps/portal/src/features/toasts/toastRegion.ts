// The toasts' region, in a chunk of its own: loaded when the first toast shows (AppToasts.tsx).
export { ToastRegion } from '@airtime/design-system';
