/** The shape of any `recipe()`: a class-name function that knows its variants. */
interface AnyRecipe {
  (options?: never): string;
  classNames: { variants: Record<string, Record<string, string>> };
}

type VariantsOf<R> = R extends (options?: infer V) => string ? NonNullable<V> : never;

/**
 * The options of one recipe variant, read from the recipe itself. Stories use it for argTypes so
 * their controls can never drift from the real variants: `variantOptions(button, 'size')`.
 */
export function variantOptions<R extends AnyRecipe, K extends keyof VariantsOf<R> & string>(
  recipeFn: R,
  variant: K,
): Array<Exclude<VariantsOf<R>[K], undefined>> {
  return Object.keys(recipeFn.classNames.variants[variant] ?? {}) as Array<
    Exclude<VariantsOf<R>[K], undefined>
  >;
}
