import { useState } from 'preact/hooks';
import { ConnectionForm, type ConnectionValues } from '../../../components/options/ConnectionForm';
import { clockTime, dateTimeText } from '../../../components/time';
import { useLiveQuery } from '../../../lib/containers/useLiveQuery';
import { sendMessage } from '../../../lib/messaging/protocol';
import { connectionState } from '../../../lib/model/connection-state';
import { message } from '../../../lib/model/i18n';
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

const signedIn = (result: { who: string; expiresAt?: number }) =>
  message('connectionsSignedInUntil', [result.who, dateTimeText(result.expiresAt)]);

export function ConnectionsSection() {
  // Not Dexie data, so nothing re-runs this by itself: a sign-in bumps `checked` to re-read.
  const [checked, setChecked] = useState(0);
  const data = useLiveQuery(
    async () => ({
      connections: await effectiveConnections(),
      session: await sendMessage('getSession', {}).catch(() => null),
      monitorsSync: await db.syncState.get('monitors'),
    }),
    [checked],
  );
  if (!data) return <p aria-busy="true">{message('optionsLoading')}</p>;
  const { monitoring, museum } = data.connections;
  const expires = data.session ? dateTimeText(data.session.expiresAt) : null;
  // A stored session says nothing if the server refuses it and every sign-in since failed.
  const signInError =
    connectionState(true, data.monitorsSync, navigator.onLine) === 'signed-out'
      ? data.monitorsSync?.lastError
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
        onSubmit={async (values) => {
          const outcome = await saveAndCheck(
            values,
            monitoringBaseUrlItem,
            monitoringCredentialsItem,
            () => sendMessage('signIn', {}),
            signedIn,
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
      {signInError && (
        <p class="error" role="alert" data-testid="monitoring-sign-in-failed">
          {message('connectionsSignInFailed', [
            clockTime(data.monitorsSync?.lastAttemptAt ?? Date.now()),
            signInError.message,
          ])}
        </p>
      )}
      {data.session && !signInError && (
        <p class="muted" data-testid="monitoring-session">
          {message('connectionsSession', [data.session.email, expires ?? ''])}
        </p>
      )}
      <ConnectionForm
        id="museum"
        title={message('connectionsMuseum')}
        userLabel={message('connectionsUserName')}
        initial={toValues(museum.baseUrl, museum.credentials)}
        submitLabel={message('connectionsSaveAndTest')}
        onSubmit={(values) =>
          saveAndCheck(
            values,
            museumBaseUrlItem,
            museumCredentialsItem,
            () => sendMessage('testMuseumConnection', {}),
            () => message('connectionsMuseumConnected'),
          )
        }
      />
    </section>
  );
}
