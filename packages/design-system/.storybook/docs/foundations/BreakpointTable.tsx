import { breakpoints } from '../../../src/tokens/breakpoints.ts';

/** The breakpoints from `breakpoints` (px), with the media helpers that match from and below each. */
export function BreakpointTable() {
  return (
    <table>
      <thead>
        <tr>
          <th scope="col">Breakpoint</th>
          <th scope="col">From</th>
          <th scope="col">From it up</th>
          <th scope="col">Below it</th>
        </tr>
      </thead>
      <tbody>
        {Object.entries(breakpoints).map(([name, width]) => (
          <tr key={name}>
            <th scope="row">
              <code>{name}</code>
            </th>
            <td>{width} px</td>
            <td>{name === 'min' ? '(the default)' : <code>media.{name}</code>}</td>
            <td>{name === 'min' ? '—' : <code>mediaBelow.{name}</code>}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
