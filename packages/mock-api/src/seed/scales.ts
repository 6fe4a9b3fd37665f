/** How many records of each kind a scale seeds (decisions §4). */
export interface ScaleCounts {
  readonly agencies: number;
  readonly brands: number;
  readonly creators: number;
  readonly channels: number;
  readonly campaigns: number;
  readonly events: number;
  readonly threads: number;
  /** Agency staff besides the personas: reps, creator managers, production owners. */
  readonly staff: number;
  /** Brand and creator users besides the personas. */
  readonly brandUsers: number;
  readonly creatorUsers: number;
}

export const SCALES = {
  default: {
    agencies: 12,
    brands: 40,
    creators: 300,
    channels: 600,
    campaigns: 800,
    events: 5000,
    threads: 200,
    staff: 16,
    brandUsers: 8,
    creatorUsers: 8,
  },
  large: {
    agencies: 60,
    brands: 400,
    creators: 10_000,
    channels: 20_000,
    campaigns: 8000,
    events: 100_000,
    threads: 2000,
    staff: 40,
    brandUsers: 40,
    creatorUsers: 40,
  },
} as const satisfies Record<string, ScaleCounts>;

export type ScaleName = keyof typeof SCALES;
export const SCALE_NAMES = Object.keys(SCALES) as ScaleName[];

export function isScaleName(value: unknown): value is ScaleName {
  return SCALE_NAMES.some((name) => name === value);
}
