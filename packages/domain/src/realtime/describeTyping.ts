/**
 * Who is writing in a thread, by first name: "Ada is typing…", "Ada and Sam are typing…",
 * "Ada, Sam and Li are typing…", and past three "Ada, Sam and 2 others are typing…"; empty when
 * nobody is.
 */
export function describeTyping(firstnames: readonly string[]): string {
  const [first, second, third] = firstnames;
  if (first === undefined) return '';
  if (second === undefined) return `${first} is typing…`;
  if (third === undefined) return `${first} and ${second} are typing…`;
  if (firstnames.length === 3) return `${first}, ${second} and ${third} are typing…`;
  return `${first}, ${second} and ${firstnames.length - 2} others are typing…`;
}
