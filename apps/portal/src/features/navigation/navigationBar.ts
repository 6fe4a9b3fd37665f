// The navigation bar's chunk (NavigationProgress.tsx loads it after the first page shows).
export { ProgressBar } from '@airtime/design-system';
