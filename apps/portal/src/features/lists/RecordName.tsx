import { AvatarName } from '@airtime/design-system';

/** A record's logo (or initials) and name, as the first cell of a row. */
export function RecordName({
  name,
  logo,
}: {
  readonly name: string;
  readonly logo: string | null | undefined;
}) {
  return <AvatarName name={name} src={logo} />;
}
