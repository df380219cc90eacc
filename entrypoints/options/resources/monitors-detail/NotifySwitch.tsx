import { useNow } from '../../../../components/time';
import { useStorageItem } from '../../../../lib/containers/useStorageItem';
import { formatTime } from '../../../../lib/model/date-formats';
import { message } from '../../../../lib/platform/i18n';
import {
  isMuted,
  notificationMutesItem,
  notificationsEnabledItem,
} from '../../../../lib/storage/settings';

export interface NotifySwitchProps {
  monitorId: string;
}

/**
 * Per-monitor alerts (lib/storage/settings.ts notificationMutesItem): off writes 0, "muted until turned
 * back on"; on removes the entry, which also ends a snooze set from the popup.
 */
export function NotifySwitch({ monitorId }: NotifySwitchProps) {
  const mutes = useStorageItem(notificationMutesItem);
  const enabled = useStorageItem(notificationsEnabledItem);
  const now = useNow(60_000);
  if (!mutes) return null;
  const until = mutes[monitorId];
  const on = !isMuted(mutes, monitorId, now);

  async function toggle(next: boolean) {
    const { [monitorId]: _old, ...others } = await notificationMutesItem.getValue();
    await notificationMutesItem.setValue(next ? others : { ...others, [monitorId]: 0 });
  }

  return (
    <div class="field notify-switch">
      <label>
        <input
          type="checkbox"
          role="switch"
          checked={on}
          aria-checked={on}
          data-testid="notify-switch"
          onChange={(e) => void toggle(e.currentTarget.checked)}
        />{' '}
        {message('notifySwitchLabel')}
      </label>
      {until !== undefined && until > now && (
        <small class="muted">{message('notifySwitchSnoozed', formatTime(until))}</small>
      )}
      {enabled === false && (
        <small class="muted">{message('notifySwitchAllOff', message('optionsSync'))}</small>
      )}
    </div>
  );
}
