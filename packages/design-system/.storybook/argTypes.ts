import type { ArgTypesEnhancer } from 'storybook/internal/types';

interface DocgenProp {
  parent?: { fileName: string; name: string };
}

/** Where an inherited prop comes from, as the props table groups it; own props stay on top. */
function inheritedFrom(prop: DocgenProp | undefined): string | undefined {
  const file = prop?.parent?.fileName;
  if (!file?.includes('node_modules/')) return undefined;
  return file.includes('node_modules/@types/react/') ? 'HTML props' : 'React Aria props';
}

/**
 * Tidies the props tables react-docgen-typescript fills (main.ts): the props a component inherits
 * go under a collapsible group after its own, and a `@default 'md'` reads "md" like a default
 * taken from the code.
 */
export const tidyDocsArgTypes: ArgTypesEnhancer = (context) => {
  const component = context.component as
    | { __docgenInfo?: { props?: Record<string, DocgenProp> } }
    | undefined;
  const props = component?.__docgenInfo?.props;
  if (!props) return context.argTypes;
  return Object.fromEntries(
    Object.entries(context.argTypes).map(([name, argType]) => {
      const table = { ...argType.table };
      const summary = table.defaultValue?.summary;
      const quoted = typeof summary === 'string' ? /^"?'([^']*)'"?$/.exec(summary) : null;
      if (quoted) table.defaultValue = { ...table.defaultValue, summary: `"${quoted[1]}"` };
      const category = inheritedFrom(props[name]);
      if (category && !table.category) table.category = category;
      return [name, { ...argType, table }];
    }),
  );
};
