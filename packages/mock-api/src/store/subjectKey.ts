/** The index key of a polymorphic subject (Laravel morph): 'brand:12'. */
export function subjectKey(subjectType: string, subjectId: number): string {
  return `${subjectType}:${subjectId}`;
}
