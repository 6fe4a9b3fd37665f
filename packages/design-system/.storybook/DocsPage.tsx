import {
  Anchor,
  Canvas,
  Controls,
  Description,
  DocsContext,
  DocsStory,
  Heading,
  Subheading,
  Subtitle,
  Title,
  useOf,
} from '@storybook/addon-docs/blocks';
import { useContext, useEffect, useState } from 'react';
import { GLOBALS_UPDATED } from 'storybook/internal/core-events';
import { THEME_NAMES, type ThemeName } from '../src/tokens/themes.ts';
import { GuidanceBlock } from './GuidanceBlock.tsx';
import type { Guidance } from './guidance.ts';
import { opensOverlay } from './opensOverlay.ts';

type DocsContextValue = React.ContextType<typeof DocsContext>;
type DocsStoryEntry = ReturnType<DocsContextValue['componentStories']>[number];

/** An iframe for a story that opens an overlay, unless the story sets its own height. */
const OVERLAY_STORY_HEIGHT = '560px';

/** The stories a docs page shows, filtered as Storybook's own Stories block does. */
function useDocsStories(): DocsStoryEntry[] {
  const { componentStories, projectAnnotations, getStoryContext } = useContext(DocsContext);
  let stories = componentStories();
  const filter = projectAnnotations.parameters?.docs?.stories?.filter;
  if (filter) stories = stories.filter((story) => filter(story, getStoryContext(story)));
  if (stories.some((story) => story.tags?.includes('autodocs'))) {
    stories = stories.filter((story) => story.tags?.includes('autodocs') && !story.usesMount);
  }
  return stories;
}

/** The theme a globals object names ('all' reads as the first theme). */
function themeOf(globals: Record<string, unknown> | undefined): ThemeName {
  const theme = globals?.theme as ThemeName | undefined;
  return theme && THEME_NAMES.includes(theme) ? theme : (THEME_NAMES[0] ?? 'orange');
}

/** The toolbar's theme, followed as it changes. */
function useDocsTheme(story: DocsStoryEntry | undefined): ThemeName {
  const context = useContext(DocsContext);
  const [theme, setTheme] = useState(() =>
    themeOf(story ? context.getStoryContext(story).globals : undefined),
  );
  useEffect(() => {
    const onGlobals = ({ globals }: { globals: Record<string, unknown> }) =>
      setTheme(themeOf(globals));
    context.channel.on(GLOBALS_UPDATED, onGlobals);
    return () => context.channel.off(GLOBALS_UPDATED, onGlobals);
  }, [context.channel]);
  return theme;
}

/**
 * One story as Storybook's DocsStory renders it, except that a story opening an overlay on render
 * goes into an iframe: inline, its modal would cover the docs page and take its scroll and focus.
 */
function SafeDocsStory({ story, primary }: { story: DocsStoryEntry; primary: boolean }) {
  if (!opensOverlay(story)) {
    return primary ? (
      <DocsStory of={story.moduleExport} expanded={false} __primary withToolbar />
    ) : (
      <DocsStory of={story.moduleExport} expanded __forceInitialArgs />
    );
  }
  const height = story.parameters.docs?.story?.height ?? OVERLAY_STORY_HEIGHT;
  return (
    <Anchor storyId={primary ? `primary--${story.id}` : story.id}>
      {!primary && (
        <>
          <Subheading>{story.name}</Subheading>
          <Description of={story.moduleExport} />
        </>
      )}
      <Canvas
        of={story.moduleExport}
        withToolbar={primary}
        story={{ inline: false, height, __forceInitialArgs: !primary, __primary: primary }}
        source={{ __forceInitialArgs: !primary }}
      />
    </Anchor>
  );
}

/**
 * Every component's docs page: what it is, how to use it (the stories meta's
 * `parameters.guidance`, see guidance.ts), the primary story, the props table, then every story.
 */
export function DocsPage() {
  const { preparedMeta } = useOf('meta', ['meta']);
  const stories = useDocsStories();
  const [primary, ...others] = stories;
  const theme = useDocsTheme(primary);
  const guidance = preparedMeta.parameters.guidance as Guidance | undefined;
  const hasComponent = Boolean(preparedMeta.component);
  return (
    <>
      <Title />
      <Subtitle />
      <Description />
      {guidance && <GuidanceBlock guidance={guidance} theme={theme} />}
      {primary && (
        <>
          {guidance && <Heading>Example</Heading>}
          <SafeDocsStory story={primary} primary />
        </>
      )}
      {hasComponent && (
        <>
          <Heading>Props</Heading>
          <Controls />
        </>
      )}
      {others.length > 0 && (
        <>
          <Heading>Stories</Heading>
          {others.map((story) => (
            <SafeDocsStory key={story.id} story={story} primary={false} />
          ))}
        </>
      )}
    </>
  );
}
