import { ShowOrSay } from '../../../../components/ShowOrSay';
import { formatDay } from '../../../../lib/model/date-formats';
import { intervalText } from '../../../../lib/model/duration-words';
import { monitorState } from '../../../../lib/model/monitor-state';
import { maintenanceUntil, statusWord } from '../../../../lib/model/monitor-status';
import type { MonitorRow } from '../../../../lib/model/rows';
import { message, numberText } from '../../../../lib/platform/i18n';
import type { DetailContext } from '../../section-shell/spec';
import { MonitorCharts } from './MonitorCharts';
import './monitor-detail.css';
import { typeName } from './monitor-fields';
import { NotifySwitch } from './NotifySwitch';

export interface MonitorDetailProps {
  row: MonitorRow;
  context: DetailContext;
}

/** "Up", "Paused"… as the popup says it (lib/model/monitor-status.ts). */
export const statusName = (row: MonitorRow) => statusWord(monitorState(row));

/** The monitor at a glance, its charts, and whether it may notify; the edit form follows. */
export function MonitorDetail({ row, context }: MonitorDetailProps) {
  const category = context.lookups.categories.find((c) => c.id === row.category);
  const facts: [string, string][] = [
    // In maintenance, until when: "Maintenance · until 14:30".
    [
      message('columnStatus'),
      [statusName(row), maintenanceUntil(row.maintenance)].filter(Boolean).join(' · '),
    ],
    [message('labelType'), typeName(row.type)],
    [message('labelAddress'), row.uri || '—'],
    [message('labelCategory'), category?.name ?? (row.category || message('choiceNoCategory'))],
    [message('monitorFactInterval'), intervalText(row.interval)],
    [message('monitorFactIncidents'), numberText(row.incidents)],
    // A day, not a moment (docs/MONITORING-API.md "Records"): no time of day to show.
    [message('monitorFactCreated'), formatDay(row.createdAt)],
  ];
  return (
    <div class="monitor-detail">
      <dl class="facts" data-testid="monitor-facts">
        {facts.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <NotifySwitch monitorId={row.id} />
      <ShowOrSay what={message('shownCharts')}>
        <MonitorCharts monitorId={row.id} />
      </ShowOrSay>
      <h3>{message('settings')}</h3>
    </div>
  );
}
