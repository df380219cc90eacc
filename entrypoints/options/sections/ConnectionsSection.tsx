import { useState } from 'preact/hooks';
import {
  ConnectionForm,
  type ConnectionLine,
  type ConnectionValues,
} from '../../../components/options/ConnectionForm';
import { useLiveQuery } from '../../../lib/containers/useLiveQuery';
import { sendMessage } from '../../../lib/messaging/protocol';
import { connectionHint, connectionProblemOf } from '../../../lib/model/connection-problem';
import { connectionState } from '../../../lib/model/connection-state';
import { formatTime } from '../../../lib/model/date-formats';
import type { SyncStateRow } from '../../../lib/model/rows';
import { message } from '../../../lib/platform/i18n';
import { db } from '../../../lib/storage/database';
import {
  effectiveConnections,
  monitoringBaseUrlItem,
  monitoringCredentialsItem,
  museumBaseUrlItem,
  museumCredentialsItem,
} from '../../../lib/storage/settings';
import { saveAndCheck } from './save-connection';

const toValues = (
  baseUrl: string | null,
  credentials: { username: string; password: string } | null,
): ConnectionValues => ({
  baseUrl: baseUrl ?? '',
  username: credentials?.username ?? '',
  password: credentials?.password ?? '',
});

/**
 * A session is renewed by the background whenever it runs out (lib/background/api/monitoring/
 * auth.ts signs in again with the saved credentials): its expiry is nothing the user acts on.
 */
const signedIn = (who: string) => message('connectionsSignedIn', who);
const MUSEUM_CONNECTED = () => message('connectionsMuseumConnected');

/**
 * Where a connection stands, from the sync of a list it serves: signing in failing (a stored
 * session says nothing if the server refuses it and every sign-in since failed), or `working`.
 */
function standingLine(
  sync: SyncStateRow | undefined,
  working: string | null,
): ConnectionLine | null {
  const state = connectionState(true, sync, navigator.onLine);
  if (state === 'signed-out' && sync?.lastError) {
    const at = sync.lastAttemptAt ?? Date.now();
    const why = connectionHint(connectionProblemOf(sync.lastError.kind));
    return { ok: false, at, message: message('connectionsSignInFailed', [formatTime(at), why]) };
  }
  return working === null ? null : { ok: true, message: working };
}

export function ConnectionsSection() {
  // Not Dexie data, so nothing re-runs this by itself: a sign-in bumps `checked` to re-read.
  const [checked, setChecked] = useState(0);
  const data = useLiveQuery(
    async () => ({
      connections: await effectiveConnections(),
      session: await sendMessage('getSession', {}).catch(() => null),
      monitorsSync: await db.syncState.get('monitors'),
      museumSync: await db.syncState.get('museumHours'),
    }),
    [checked],
  );
  if (!data) return <p aria-busy="true">{message('optionsLoading')}</p>;
  const { monitoring, museum } = data.connections;
  const museumConnected =
    connectionState(true, data.museumSync, navigator.onLine) === 'connected'
      ? MUSEUM_CONNECTED()
      : null;

  return (
    <section aria-labelledby="connections-heading">
      <h2 id="connections-heading">{message('optionsConnections')}</h2>
      <ConnectionForm
        id="monitoring"
        title={message('connectionsMonitoring')}
        userLabel={message('connectionsEmail')}
        initial={toValues(monitoring.baseUrl, monitoring.credentials)}
        submitLabel={message('connectionsSignIn')}
        standing={standingLine(data.monitorsSync, data.session && signedIn(data.session.email))}
        onSubmit={async (values) => {
          const outcome = await saveAndCheck(
            values,
            monitoringBaseUrlItem,
            monitoringCredentialsItem,
            () => sendMessage('signIn', {}),
            (result) => signedIn(result.who),
          );
          setChecked((n) => n + 1);
          return outcome;
        }}
      >
        {data.session && (
          <button
            type="button"
            onClick={() => void sendMessage('signOut', {}).then(() => location.reload())}
          >
            {message('connectionsSignOut')}
          </button>
        )}
      </ConnectionForm>
      <ConnectionForm
        id="museum"
        title={message('connectionsMuseum')}
        userLabel={message('connectionsUserName')}
        initial={toValues(museum.baseUrl, museum.credentials)}
        submitLabel={message('connectionsSaveAndTest')}
        standing={standingLine(data.museumSync, museumConnected)}
        onSubmit={(values) =>
          saveAndCheck(
            values,
            museumBaseUrlItem,
            museumCredentialsItem,
            () => sendMessage('testMuseumConnection', {}),
            MUSEUM_CONNECTED,
          )
        }
      />
    </section>
  );
}
