import { Heading } from '@storybook/addon-docs/blocks';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import { Check, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { vars } from '../src/theme/vars.css.ts';
import { type ThemeName, themeTokens } from '../src/tokens/themes.ts';
import {
  cardList,
  doCard,
  doDont,
  dontCard,
  dontTitle,
  doTitle,
  guidance,
  mark,
} from './DocsPage.css.ts';
import type { Guidance } from './guidance.ts';

/** Text with `inline code` between backticks, as the guidance is written. */
export function InlineText({ text }: { text: string }): ReactNode {
  return text.split(/(`[^`]+`)/).map((part, index) =>
    part.startsWith('`') && part.endsWith('`') && part.length > 1 ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed string, in order.
      <code key={index}>{part.slice(1, -1)}</code>
    ) : (
      part
    ),
  );
}

function TextList({ items }: { items: readonly string[] }) {
  return (
    <ul>
      {items.map((item) => (
        <li key={item}>
          <InlineText text={item} />
        </li>
      ))}
    </ul>
  );
}

/** A component's usage guidance: when to use it, Do and Don't, its anatomy and accessibility. */
export function GuidanceBlock({ guidance: g, theme }: { guidance: Guidance; theme: ThemeName }) {
  return (
    // The theme's variables only: the docs page keeps its own font and background.
    <div className={guidance} style={assignInlineVars(vars, themeTokens[theme])}>
      <Heading>When to use</Heading>
      <p>
        <InlineText text={g.whenToUse} />
      </p>
      {g.alternatives && g.alternatives.length > 0 && (
        <>
          <p>Use something else:</p>
          <ul>
            {g.alternatives.map(({ use, when }) => (
              <li key={use}>
                <strong>
                  <InlineText text={use} />
                </strong>
                : <InlineText text={when} />
              </li>
            ))}
          </ul>
        </>
      )}
      {/* Marked by a title and an icon as well as by colour. */}
      <div className={doDont}>
        <section className={doCard} aria-labelledby="guidance-do">
          <h3 id="guidance-do" className={doTitle}>
            <Check aria-hidden className={mark} /> Do
          </h3>
          <ul className={cardList}>
            {g.do.map((item) => (
              <li key={item}>
                <InlineText text={item} />
              </li>
            ))}
          </ul>
        </section>
        <section className={dontCard} aria-labelledby="guidance-dont">
          <h3 id="guidance-dont" className={dontTitle}>
            <X aria-hidden className={mark} /> Don't
          </h3>
          <ul className={cardList}>
            {g.dont.map((item) => (
              <li key={item}>
                <InlineText text={item} />
              </li>
            ))}
          </ul>
        </section>
      </div>
      <Heading>Anatomy</Heading>
      <ol>
        {g.anatomy.map(({ part, description }) => (
          <li key={part}>
            <strong>
              <InlineText text={part} />
            </strong>
            : <InlineText text={description} />
          </li>
        ))}
      </ol>
      <Heading>Accessibility</Heading>
      <TextList items={g.accessibility} />
    </div>
  );
}
