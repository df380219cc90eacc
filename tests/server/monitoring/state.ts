// STUB — replaced by the monitoring server work.
export interface MonitoringState {
  monitors: Map<string, { id: string; status: string }>;
}
export function createMonitoringState(_options: { monitorCount: number; now: Date }): MonitoringState {
  return { monitors: new Map() };
}
export function simulateMonitors(_state: MonitoringState, _now: Date) {}
export function forceMonitorStatus(state: MonitoringState, id: string, status: string) {
  const monitor = state.monitors.get(id);
  if (monitor) monitor.status = status;
  return monitor ?? null;
}
