// Enough for any honest redirect; anything encoded deeper is treated as an attack.
const MAX_DECODE_ROUNDS = 5;

/** Whether the string starts like a same-origin path: one `/`, not `//` nor `/\`. */
function hasPathPrefix(value: string): boolean {
  return value.startsWith('/') && value[1] !== '/' && value[1] !== '\\';
}

/** Whether a character is a C0 control or DEL, which browsers drop or trim inside URLs. */
function isControlCharacter(character: string): boolean {
  const code = character.charCodeAt(0);
  return code <= 0x1f || code === 0x7f;
}

function removeControlCharacters(value: string): string {
  return [...value].filter((character) => !isControlCharacter(character)).join('');
}

/**
 * Where to go after sign-in (decisions §3): `redirect` when it is a same-origin path, else `home`.
 * Rejected: no leading `/`, `//` or `/\`, any backslash or control character, malformed
 * percent-encoding, and any form that turns into one of those when percent-decoded (once or more),
 * so `/%2F%2Fevil.com` is refused too, in case some later step decodes it.
 */
export function getSafeRedirect(redirect: string | null | undefined, home: string): string {
  if (
    redirect == null ||
    !hasPathPrefix(redirect) ||
    redirect.includes('\\') ||
    [...redirect].some(isControlCharacter)
  ) {
    return home;
  }
  let current = redirect;
  for (let round = 0; round < MAX_DECODE_ROUNDS; round += 1) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(current);
    } catch {
      return home;
    }
    if (decoded === current) return redirect;
    if (!hasPathPrefix(removeControlCharacters(decoded))) return home;
    current = decoded;
  }
  return home;
}
