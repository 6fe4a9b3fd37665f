/**
 * Usage guidance for a component, shown on its docs page above the props table (the docs page
 * template in preview.tsx renders it). Each component's stories meta carries one:
 * `parameters: { guidance: { ... } satisfies Guidance }`.
 * Text may hold `inline code` between backticks.
 */
export interface Guidance {
  /** What the component is for and when to reach for it: one to three sentences. */
  whenToUse: string;
  /** Other components to pick instead, and when. */
  alternatives?: ReadonlyArray<{ use: string; when: string }>;
  /** Practices that make it work well, each one sentence. */
  do: readonly string[];
  /** Misuses to avoid, each one sentence (say what to do instead). */
  dont: readonly string[];
  /** Its visible parts in reading order. */
  anatomy: ReadonlyArray<{ part: string; description: string }>;
  /** What keyboard, screen reader and pointer users get, and what the caller must provide. */
  accessibility: readonly string[];
}
