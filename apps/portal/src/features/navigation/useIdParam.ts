import { useParams } from 'react-router';

/** A route's id parameter as a number, or null when it is missing or not a positive integer. */
export function useIdParam(name: string): number | null {
  const value = useParams()[name];
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
