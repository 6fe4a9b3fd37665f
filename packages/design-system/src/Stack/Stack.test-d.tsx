// Type-level checks, run by `pnpm typecheck`: a Stack takes the attributes of the element it
// renders as, and its space only from the tokens.
import { Stack } from './Stack.tsx';

export const form = (
  <Stack as="form" noValidate onSubmit={(event) => event.preventDefault()} aria-label="Budget" />
);

export const list = (
  <Stack as="ul" space="xs" ref={(element: HTMLUListElement | null) => element?.focus()}>
    <li>One</li>
  </Stack>
);

// @ts-expect-error: a div has no `noValidate`; the stack must be `as="form"` for it.
export const divWithFormAttribute = <Stack noValidate />;

// @ts-expect-error: space comes from the tokens, not from a length.
export const offScale = <Stack space="20px" />;

// @ts-expect-error: a layout renders as a box, a form or a list, not as a control.
export const asButton = <Stack as="button" />;
