import { message } from '../platform/i18n';

/*
 * What a queued write does, in a few words before the record's name ("comment on ‘API gateway’").
 * The popup's alerts and the options page's outbox both say it, so it is said here once. Writes
 * are named by lib/background/outbox/operations*.ts: a resource's create, update and delete are
 * `create<Noun>`, `update<Noun>` and `delete<Noun>`.
 */
const WORDS: Record<string, () => string> = {
  commentOnIncident: () => message('writeCommentOnIncident'),
  createMonitor: () => message('writeCreateMonitor'),
  createCategory: () => message('writeCreateCategory'),
  createSeat: () => message('writeCreateSeat'),
  createIntegration: () => message('writeCreateIntegration'),
  createPage: () => message('writeCreatePage'),
  createAnnouncement: () => message('writeCreateAnnouncement'),
  createWindow: () => message('writeCreateWindow'),
  createEvent: () => message('writeCreateEvent'),
  updatePageAuthentication: () => message('writeUpdatePageAuthentication'),
  setAnnouncementStickiness: () => message('writeSetAnnouncementStickiness'),
  endWindow: () => message('writeEndWindow'),
  buyTickets: () => message('writeBuyTickets'),
};

/**
 * A pause write says which it is: `{ paused: false }` resumes
 * (lib/background/outbox/writes/action-writes.ts).
 */
const PAUSES: Record<string, (paused: boolean) => string> = {
  pauseMonitor: (paused) => (paused ? message('writePauseMonitor') : message('writeResumeMonitor')),
  pauseWindow: (paused) => (paused ? message('writePauseWindow') : message('writeResumeWindow')),
};

const resumes = (payload: unknown) =>
  typeof payload === 'object' &&
  payload !== null &&
  'paused' in payload &&
  payload.paused === false;

function writeWords(operation: string, payload: unknown): string {
  const pause = Object.hasOwn(PAUSES, operation) ? PAUSES[operation] : undefined;
  if (pause) return pause(!resumes(payload));
  const listed = Object.hasOwn(WORDS, operation) ? WORDS[operation] : undefined;
  if (listed) return listed();
  if (operation.startsWith('update')) return message('writeUpdate');
  if (operation.startsWith('delete')) return message('writeDelete');
  return message('writeOther');
}

/**
 * "comment on ‘API gateway’", "resume ‘Blog’": what a write does and to which record (its name,
 * when known). The payload tells a pause from a resume, which share one operation.
 */
export function writeNamed(operation: string, name: string | null, payload?: unknown): string {
  const what = writeWords(operation, payload);
  if (name) return message('writeNamed', [what, name]);
  // A new record or a purchase is whole without a name; "changes to" needs its object.
  const whole = operation.startsWith('create') || operation === 'buyTickets';
  return whole ? what : message('writeThisRecord', what);
}
