/**
 * Small deterministic randomness for the demo data. No PRNG library is installed, and these two
 * well-known one-liners (FNV-1a, mulberry32) are all the demo data and the series need.
 */

/** FNV-1a: a stable 32-bit hash of a string, used as a seed. */
function hashText(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** mulberry32: a seeded generator of floats in [0, 1). */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** One reproducible float in [0, 1) for a key such as `monitorId|timestamp`. */
export function noiseFor(key: string): number {
  return seededRandom(hashText(key))();
}

/** Helpers over a generator, so seeding code reads as intent rather than arithmetic. */
export function randomPicker(random: () => number) {
  return {
    between: (min: number, max: number) => min + Math.floor(random() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T,
    chance: (probability: number) => random() < probability,
  };
}
export type RandomPicker = ReturnType<typeof randomPicker>;
