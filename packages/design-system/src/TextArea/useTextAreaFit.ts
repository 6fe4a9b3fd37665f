import { type RefCallback, useCallback, useLayoutEffect, useRef } from 'react';
import { cx } from '../utils/cx.ts';
import { getTextAreaHeight, getTextAreaHeightRange } from './getTextAreaHeight.ts';
import { supportsFieldSizing } from './supportsFieldSizing.ts';
import { sizedByContent, textArea } from './TextArea.css.ts';

interface TextAreaFitOptions {
  readonly minRows: number;
  readonly maxRows: number;
  /** The controlled text, fitted when it changes (typing is fitted on input). */
  readonly value: string | undefined;
}

/**
 * A `<textarea>` that grows with its content between `minRows` and `maxRows` (spec §9: rests at
 * 52 px, never under 32 px): by CSS `field-sizing` where the browser has it, else measured in
 * script as the text or the box's width changes. Spread the result's props on the `<textarea>`
 * and give it `ref`.
 */
export function useTextAreaFit({ minRows, maxRows, value }: TextAreaFitOptions) {
  const element = useRef<HTMLTextAreaElement | null>(null);
  const isSizedByBrowser = supportsFieldSizing();

  const fitHeight = useCallback(() => {
    const box = element.current;
    if (!box || isSizedByBrowser) return;
    // Empty, the box is its `rows` tall (minRows), from CSS: nothing to measure.
    if (box.value === '') {
      box.style.height = '';
      box.removeAttribute('data-overflowing');
      return;
    }
    // Measure the content at its smallest, then give the box the height the rule allows.
    box.style.height = 'auto';
    const borders = box.offsetHeight - box.clientHeight;
    const { height, isOverflowing } = getTextAreaHeight(box.scrollHeight + borders, {
      minRows,
      maxRows,
    });
    box.style.height = `${height}px`;
    box.toggleAttribute('data-overflowing', isOverflowing);
  }, [minRows, maxRows, isSizedByBrowser]);

  // When a controlled value changes. Not on every render: each fit forces a layout, and a
  // parent's render (a list arriving beside a composer) need not pay it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new value is what needs fitting
  useLayoutEffect(fitHeight, [fitHeight, value]);

  // A narrower box wraps more lines.
  useLayoutEffect(() => {
    const box = element.current;
    if (!box || isSizedByBrowser || typeof ResizeObserver === 'undefined') return;
    // The first observation, after layout, gives the starting width (reading it here would force
    // a layout of the page still being built).
    let width: number | undefined;
    const observer = new ResizeObserver(() => {
      const seen = width;
      width = box.clientWidth;
      if (seen !== undefined && width !== seen) fitHeight();
    });
    observer.observe(box);
    return () => observer.disconnect();
  }, [fitHeight, isSizedByBrowser]);

  const ref: RefCallback<HTMLTextAreaElement> = useCallback((node) => {
    element.current = node;
  }, []);

  const { min, max } = getTextAreaHeightRange({ minRows, maxRows });
  return {
    ref,
    props: {
      rows: Math.max(1, minRows),
      onInput: fitHeight,
      className: isSizedByBrowser ? cx(textArea, sizedByContent) : textArea,
      ...(isSizedByBrowser && { style: { minHeight: min, maxHeight: max } }),
    },
  };
}
