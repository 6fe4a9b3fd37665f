// What the published stylesheet promises: motion stops for users who ask for less, and the font
// files it points at are shipped.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const dist = join(dirname(dirname(fileURLToPath(import.meta.url))), 'dist');
const css = readFileSync(join(dist, 'styles.css'), 'utf8');

/** `var(--abc)` to `--abc`. */
const property = (cssVar: string) => cssVar.replace(/^var\((--[^)]+)\)$/, '$1');

describe('styles.css', () => {
  it('sets every motion duration to 0 ms under prefers-reduced-motion, in every theme', async () => {
    const { themeClasses } = await import(join(dist, 'theme', 'themes.css.js'));
    const { vars } = await import(join(dist, 'theme', 'vars.css.js'));
    const reduced = [...css.matchAll(/@media \(prefers-reduced-motion: reduce\) \{([\s\S]*?)\n\}/g)]
      .map((match) => match[1])
      .join('\n');
    const durations = Object.values(vars.motion.duration as Record<string, string>).map(property);
    expect(durations).toHaveLength(3);
    for (const className of Object.values(themeClasses as Record<string, string>)) {
      const rule = new RegExp(`\\.${className} \\{([^}]*)\\}`).exec(reduced)?.[1] ?? '';
      for (const duration of durations) expect(rule).toContain(`${duration}: 0ms`);
    }
  });

  it('ships every font file its @font-face rules point at', () => {
    const fonts = [...css.matchAll(/url\(\.\/(fonts\/[^)]+\.woff2)\)/g)].map(
      (match) => match[1] as string,
    );
    expect(fonts).toContain('fonts/inter-latin-wght-normal.woff2');
    for (const font of fonts) expect(existsSync(join(dist, font)), font).toBe(true);
  });
});
