import { useState } from 'preact/hooks';
import { Field } from '../../../components/options/Field';
import { useStorageItem } from '../../../lib/containers/useStorageItem';
import { sendMessage } from '../../../lib/messaging/protocol';
import { message } from '../../../lib/platform/i18n';
import { monitoringRouteOverridesItem } from '../../../lib/storage/settings';
import { DataTools } from './DataTools';

const EXAMPLE = '{ "listMonitors": { "method": "GET", "path": "/endpoints/v1/monitors/all" } }';

/** The monitoring route-table override (validated in the background), export and clear. */
export function AdvancedSection() {
  const saved = useStorageItem(monitoringRouteOverridesItem);
  const [text, setText] = useState<string | null>(null);
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(null);
  if (saved === undefined) return <p aria-busy="true">{message('optionsLoading')}</p>;
  const value = text ?? saved;

  async function saveRoutes(event: Event) {
    event.preventDefault();
    const { saved: ok, errors } = await sendMessage('saveRouteOverrides', { text: value });
    setResult(
      ok
        ? { ok, message: message('advancedRoutesSaved') }
        : { ok, message: message('advancedRoutesNotSaved', errors.join(' ')) },
    );
  }

  return (
    <section aria-labelledby="advanced-heading">
      <h2 id="advanced-heading">{message('optionsAdvanced')}</h2>
      <form onSubmit={saveRoutes} data-testid="route-overrides">
        <Field
          id="routes"
          label={message('advancedRoutes')}
          help={message('advancedRoutesHelp', EXAMPLE)}
          error={result && !result.ok ? result.message : undefined}
        >
          <textarea
            id="routes"
            rows={6}
            value={value}
            onInput={(e) => setText(e.currentTarget.value)}
            spellcheck={false}
          />
        </Field>
        <button type="submit">{message('advancedSaveRoutes')}</button>
        {result?.ok && (
          <p role="status" class="notice">
            {result.message}
          </p>
        )}
      </form>
      <DataTools />
    </section>
  );
}
