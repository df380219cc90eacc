import type { IconNode } from 'lucide';

/**
 * The one icon set: Lucide. The `lucide` package gives each icon as plain data (its SVG
 * elements), one module per icon, so a page carries only the icons it draws; this draws that data
 * with Lucide's own default attributes. (lucide-preact declares Preact 10 only, and its shared
 * runtime cost more than all our icons together.)
 */
export {
  ChevronLeft as PreviousIcon,
  ChevronRight as NextIcon,
  Ellipsis as MoreIcon,
  History as RecentChangesIcon,
  Pause as PauseIcon,
  Play as ResumeIcon,
  RefreshCw as RefreshIcon,
  Settings as SettingsIcon,
  TriangleAlert as WarningIcon,
  X as DismissIcon,
} from 'lucide';

export interface IconProps {
  icon: IconNode;
  /** Pixels; every icon button in the popup uses the default, so they are one size. */
  size?: number;
  class?: string;
}

/** Always beside words or inside a named button, so hidden from screen readers. */
export function Icon({ icon, size = 16, class: className }: IconProps) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      stroke-width="2"
      stroke-linecap="round"
      stroke-linejoin="round"
      class={className ? `icon ${className}` : 'icon'}
      aria-hidden="true"
      focusable="false"
    >
      {icon.map(([tag, attrs]) => {
        const Tag = tag as 'path';
        return <Tag key={JSON.stringify(attrs)} {...(attrs as Record<string, string>)} />;
      })}
    </svg>
  );
}
