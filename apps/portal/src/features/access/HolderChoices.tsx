import { Checkbox, CheckboxGroup } from '@airtime/design-system';

/** Roles or permissions, each with what it does, to tick. */
export function HolderChoices<Name extends string>({
  label,
  names,
  value,
  onChange,
  describe,
  isReadOnly = false,
  errorMessage,
}: {
  readonly label: string;
  readonly names: readonly Name[];
  readonly value: readonly Name[];
  readonly onChange: (values: string[]) => void;
  readonly describe: (name: Name) => string;
  readonly isReadOnly?: boolean;
  /** Shown under the group, which is then marked invalid. */
  readonly errorMessage?: string | undefined;
}) {
  return (
    <CheckboxGroup
      label={label}
      value={[...value]}
      onChange={onChange}
      isReadOnly={isReadOnly}
      isInvalid={errorMessage !== undefined}
      {...(errorMessage === undefined ? {} : { errorMessage })}
    >
      {names.map((name) => (
        <Checkbox key={name} value={name} description={describe(name)}>
          {name}
        </Checkbox>
      ))}
    </CheckboxGroup>
  );
}
