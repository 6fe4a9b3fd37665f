import type { StyleRule } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css.ts';
import type { Space } from '../tokens/Tokens.ts';

/**
 * One recipe variant per space token, for the layout components' `space` props:
 * `space: spaceVariants((space) => ({ gap: space }))`. Keys are the token names, so
 * `variantOptions` lists them and a new token becomes a new option everywhere at once.
 */
export function spaceVariants(rule: (space: string) => StyleRule): Record<Space, StyleRule> {
  return Object.fromEntries(
    Object.entries(vars.space).map(([name, value]) => [name, rule(value)]),
  ) as Record<Space, StyleRule>;
}

/** A layout rendered as a list (`as="ul"`) shows its items laid out, not bulleted and indented. */
export const listReset: StyleRule = {
  selectors: { 'ul&, ol&': { listStyle: 'none', paddingInlineStart: 0 } },
};
