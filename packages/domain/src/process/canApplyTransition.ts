import type { Process } from '../model/Process.ts';

/** Whether the process's workflow currently offers this transition (spec §4). */
export function canApplyTransition(
  process: Process | null | undefined,
  workflow: string,
  transition: string,
): boolean {
  if (process == null) return false;
  // Matching own entries keeps names such as 'constructor' from reaching Object.prototype.
  return Object.entries(process.workflows).some(
    ([name, current]) => name === workflow && current.available_transitions.includes(transition),
  );
}
