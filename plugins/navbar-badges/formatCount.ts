/**
 * Suffixes of the thousands steps a badge count can reach (short scale). Safe
 * integers end below 9.01 quadrillion, so `Q` is the last one ever needed.
 */
const SUFFIXES = ['k', 'M', 'B', 'T', 'Q'] as const;

/**
 * Formats a badge count for the navbar: below 1000 as is, from 1000 on rounded
 * to one decimal of the largest step it reaches (k, M, B, T, Q), without a
 * trailing `.0` (999 → "999", 1234 → "1.2k", 98765 → "98.8k", 999950 → "1M",
 * 123456789 → "123.5M"). At most six characters ("999.9k", "999.9M"): the
 * badge reserves their width (NavbarBadge/styles.module.css).
 */
export function formatCount(count: number): string {
  if (count < 1000) {
    return String(count);
  }
  let step = 0;
  // Rounding in tenths of the step keeps 1250 → 13 → 1.3 exact (no 1.2499… float surprise);
  // a value that rounds up to 1000 of its step (999,950 → "1000k") moves on to the next step.
  let tenths = Math.round(count / 100);
  while (tenths >= 10_000 && step < SUFFIXES.length - 1) {
    step += 1;
    tenths = Math.round(count / 10 ** (3 * step + 2));
  }
  // String() of a whole number has no ".0" to strip.
  return `${tenths / 10}${SUFFIXES[step]}`;
}
