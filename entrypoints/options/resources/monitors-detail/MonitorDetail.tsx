import { ShowOrSay } from '../../../../components/ShowOrSay';
import type { MonitorRow } from '../../../../lib/model/rows';
import type { DetailContext } from '../../resource/spec';
import { MonitorCharts } from './MonitorCharts';
import './monitor-detail.css';
import { typeName } from './monitor-fields';
import { NotifySwitch } from './NotifySwitch';

export interface MonitorDetailProps {
  row: MonitorRow;
  context: DetailContext;
}

export const statusName = (row: MonitorRow) =>
  row.pause === 'paused' ? 'Paused' : `${row.status.charAt(0).toUpperCase()}${row.status.slice(1)}`;

/** The monitor at a glance, its charts, and whether it may notify; the edit form follows. */
export function MonitorDetail({ row, context }: MonitorDetailProps) {
  const category = context.lookups.categories.find((c) => c.id === row.category);
  const facts: [string, string][] = [
    ['Status', statusName(row)],
    ['Type', typeName(row.type)],
    ['Address', row.uri || '—'],
    ['Category', category?.name ?? (row.category ? row.category : 'None')],
    ['Checked every', `${row.interval} s`],
    ['Open incidents', String(row.incidents)],
    ['Created', row.createdAt],
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
      <ShowOrSay what="The charts">
        <MonitorCharts monitorId={row.id} />
      </ShowOrSay>
      <h3>Settings</h3>
    </div>
  );
}
