/**
 * Words of a monitor's name as the omnibox finds them: lower case, accents dropped, split at
 * anything that is not a letter or a digit, so "Payments-API (EU)" is found by "pay", "api" or
 * "eu". Stored on the row (MonitorRow.nameWords) under a multi-entry index, so a search reads the
 * index range of its word instead of every monitor.
 */
export function wordsOf(text: string): string[] {
  const words = text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  return [...new Set(words)];
}

/** Whether every searched word begins a word of the name. */
export function nameMatches(nameWords: readonly string[], searched: readonly string[]): boolean {
  return searched.every((word) => nameWords.some((nameWord) => nameWord.startsWith(word)));
}
