import type { MonitorState } from '../../lib/model/monitor-state';
import './status-badge.css';

/** The theme's status colours (components/theme.css): one for each state a monitor is in. */
export type StatusTone = MonitorState;

export interface StatusBadgeProps {
  tone: StatusTone;
  text: string;
}

/** A status as coloured text in a pill: the word carries it, the colour makes Down stand out. */
export function StatusBadge({ tone, text }: StatusBadgeProps) {
  return (
    <span class={`status-badge tone-${tone}`} data-testid="status-badge">
      {text}
    </span>
  );
}
