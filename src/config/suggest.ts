/** "Did you mean …?" for misspelt setting names and paths. */

function editDistance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i += 1) {
    let previous = row[0]!;
    row[0] = i;
    for (let j = 1; j <= b.length; j += 1) {
      const current = row[j]!;
      row[j] = Math.min(row[j]! + 1, row[j - 1]! + 1, previous + (a[i - 1] === b[j - 1] ? 0 : 1));
      previous = current;
    }
  }
  return row[b.length]!;
}

/** The candidate closest to `word`, if it is close enough to be a typo. */
export function closestWord(word: string, candidates: Iterable<string>): string | undefined {
  let best: { candidate: string; score: number } | undefined;
  for (const candidate of candidates) {
    const score = editDistance(word.toLowerCase(), candidate.toLowerCase());
    if (!best || score < best.score) best = { candidate, score };
  }
  return best && best.score <= Math.max(2, Math.floor(word.length / 3))
    ? best.candidate
    : undefined;
}
