// STUB — replaced by the museum server work.
export interface MuseumState {
  events: Map<string, unknown>;
}
export function createMuseumState(_options: { now: Date }): MuseumState {
  return { events: new Map() };
}
