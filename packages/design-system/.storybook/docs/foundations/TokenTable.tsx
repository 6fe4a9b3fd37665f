import type { ReactNode } from 'react';
import { themeClass } from '../../../src/theme/themeClass.ts';
import {
  bar,
  box,
  control,
  floating,
  sample,
  swatch,
  table,
  themeCell,
  value,
} from './TokenTable.css.ts';
import { type TokenGroup, type TokenRow, themesToShow, tokenRows } from './tokenRows.ts';

/** How a token is shown beside its value, drawn with its CSS variable in the theme of the cell. */
export type TokenPreview =
  | 'swatch'
  | 'bar'
  | 'radius'
  | 'shadow'
  | 'control'
  | 'fontSize'
  | 'lineHeight'
  | 'fontWeight'
  | 'fontFamily'
  | 'none';

// The values are data, so each preview styles itself from its CSS variable.
const PREVIEWS: Record<TokenPreview, (cssVar: string) => ReactNode> = {
  swatch: (cssVar) => <span className={swatch} style={{ background: cssVar }} />,
  bar: (cssVar) => <span className={bar} style={{ width: cssVar }} />,
  radius: (cssVar) => <span className={box} style={{ borderRadius: cssVar }} />,
  shadow: (cssVar) => <span className={floating} style={{ boxShadow: cssVar }} />,
  control: (cssVar) => (
    <span className={control} style={{ height: cssVar }}>
      Save
    </span>
  ),
  fontSize: (cssVar) => (
    <span className={sample} style={{ fontSize: cssVar }}>
      Campaign budget 1,234
    </span>
  ),
  lineHeight: (cssVar) => (
    <span className={sample} style={{ lineHeight: cssVar }}>
      Ag
    </span>
  ),
  fontWeight: (cssVar) => (
    <span className={sample} style={{ fontWeight: cssVar }}>
      Campaign budget
    </span>
  ),
  fontFamily: (cssVar) => (
    <span className={sample} style={{ fontFamily: cssVar }}>
      Campaign budget 1,234
    </span>
  ),
  none: () => null,
};

function ThemeCell({
  row,
  theme,
  preview,
}: {
  row: TokenRow;
  theme: keyof TokenRow['values'];
  preview: TokenPreview;
}) {
  return (
    <div className={`${themeClass(theme)} ${themeCell}`}>
      {PREVIEWS[preview](row.cssVar)}
      <code className={value}>{row.values[theme]}</code>
    </div>
  );
}

/**
 * A token group read from the token data and the `vars` contract: the name to use, then each
 * theme's value drawn live (one column per theme where the themes differ, one otherwise).
 */
export function TokenTable({
  group,
  preview = 'none',
  only,
}: {
  group: TokenGroup;
  preview?: TokenPreview;
  /** Just these keys of the group, e.g. the status colours. */
  only?: readonly string[];
}) {
  const rows = tokenRows(group).filter(
    (row) => !only || only.includes(row.name.split('.').at(-1) ?? ''),
  );
  const themes = themesToShow(rows);
  return (
    <table className={table}>
      <thead>
        <tr>
          <th scope="col">Token</th>
          {themes.map((theme) => (
            <th key={theme} scope="col">
              {themes.length > 1 ? `${theme} theme` : 'Value (every theme)'}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.name}>
            <th scope="row">
              <code>{row.name}</code>
            </th>
            {themes.map((theme) => (
              <td key={theme}>
                <ThemeCell row={row} theme={theme} preview={preview} />
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
