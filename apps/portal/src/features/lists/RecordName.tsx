import { Avatar } from '@airtime/design-system';
import * as styles from './cells.css.ts';

/** A record's logo (or initials) and name, as the first cell of a row. */
export function RecordName({
  name,
  logo,
}: {
  readonly name: string;
  readonly logo: string | null | undefined;
}) {
  return (
    <span className={styles.nameCell}>
      <Avatar name={name} src={logo} size={6} />
      <span className={styles.nameText}>{name}</span>
    </span>
  );
}
