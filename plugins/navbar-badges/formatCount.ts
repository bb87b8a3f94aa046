/**
 * Formats a badge count for the navbar: below 1000 as is, from 1000 on in
 * thousands rounded to one decimal with the suffix `k`, without a trailing `.0`
 * (999 → "999", 1000 → "1k", 1234 → "1.2k", 1250 → "1.3k", 98765 → "98.8k").
 */
export function formatCount(count: number): string {
  if (count < 1000) {
    return String(count);
  }
  // Rounding in hundreds keeps 1250 → 13 → 1.3 exact (no 1.2499… float surprise);
  // String() of a whole number has no ".0" to strip.
  const thousands = Math.round(count / 100) / 10;
  return `${thousands}k`;
}
