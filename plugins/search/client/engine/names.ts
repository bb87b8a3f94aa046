/** Names as the engine compares them: a query's or a record's, without case or punctuation. */

/** "Vector2", "vector2()", "@canvas-commons/core" → comparable names. */
export function normalizeName(text: string): string {
  return text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');
}

/** The name a query asks for: a call pasted from code ("map(from, to, t)", "Vector2.lerp(a, b, t)") names its callee. */
export function nameOfQuery(query: string): string {
  const call = /^\s*([\p{L}\p{N}_$.]+)\s*\(.*\)\s*;?\s*$/u.exec(query);
  return normalizeName(call ? call[1] : query);
}
