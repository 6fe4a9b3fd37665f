// The docs page renders a story in an iframe when it opens an overlay on render (DocsPage.tsx).
import { expect, it } from 'vitest';
import { type DocsStoryFacts, opensOverlay } from '../.storybook/opensOverlay.ts';

const source = (originalSource: string): DocsStoryFacts => ({
  parameters: { docs: { source: { originalSource } } },
});

it.each<[string, DocsStoryFacts, boolean]>([
  ['isOpen arg', { initialArgs: { isOpen: true } }, true],
  ['defaultOpen arg', { initialArgs: { defaultOpen: true } }, true],
  ['closed arg', { initialArgs: { defaultOpen: false } }, false],
  ['args in the source', source('{ args: { defaultOpen: true } }'), true],
  ['bare JSX prop', source('<Modal isOpen>'), true],
  ['bare JSX prop before another', source('<Modal isOpen size="sm">'), true],
  ['JSX true', source('<Popover isOpen={true} />'), true],
  ['controlled by state', source('<Modal isOpen={isOpen} onOpenChange={setOpen}>'), false],
  ['state declaration', source('const [isOpen, setOpen] = useState(false);'), false],
  ['destructured', source('({ isOpen }) => (isOpen ? 1 : 2)'), false],
  [
    'already in an iframe',
    { initialArgs: { isOpen: true }, parameters: { docs: { story: { inline: false } } } },
    false,
  ],
])('%s', (_, story, expected) => {
  expect(opensOverlay(story)).toBe(expected);
});
