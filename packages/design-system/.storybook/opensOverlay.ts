/** What the docs page needs to know of a story to decide where to render it. */
export interface DocsStoryFacts {
  initialArgs?: Record<string, unknown>;
  parameters?: {
    docs?: { story?: { inline?: boolean }; source?: { originalSource?: unknown } };
  };
}

/** `isOpen` / `defaultOpen` set to true: `isOpen: true`, `defaultOpen={true}` or JSX's bare `<Modal isOpen>`. */
const OPEN_PROP =
  /\b(?:isOpen|defaultOpen)(?:\s*:\s*true\b|\s*=\s*\{\s*true\s*\}|(?=\s*\/?>)|(?=\s+[A-Za-z-]+[=\s/>]))/;

/**
 * Whether a story opens an overlay as soon as it renders (a modal, a popover, a menu). Inline on a
 * docs page, such an overlay covers the page, locks its scroll and takes its focus; the docs page
 * renders these stories in an iframe instead. Known from the story's args or its source; a story
 * that opens one some other way (state, a URL) sets `parameters.docs.story.inline: false` itself.
 */
export function opensOverlay(story: DocsStoryFacts): boolean {
  // Storybook already renders it in an iframe.
  if (story.parameters?.docs?.story?.inline === false) return false;
  const args = story.initialArgs ?? {};
  if (args.isOpen === true || args.defaultOpen === true) return true;
  const source = story.parameters?.docs?.source?.originalSource;
  return typeof source === 'string' && OPEN_PROP.test(source);
}
