export { assertNever } from './shared/assertNever.ts';
