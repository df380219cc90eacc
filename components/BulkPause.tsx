import type { ComponentChildren } from 'preact';
import { useState } from 'preact/hooks';
import { formatDayAndTime, formatTime } from '../lib/model/date-formats';
import { nextClockTime, timedPauseSummary } from '../lib/model/timed-pause';
import { strings } from './strings';

/** Which monitors a bulk pause covers: all, those the popup lists now, or a category's id. */
export type BulkPauseScope =
  | { kind: 'all' }
  | { kind: 'listed' }
  | { kind: 'category'; id: string };

export interface BulkPauseProps {
  categories: readonly { id: string; name: string }[];
  /** How many the popup lists now; offered only while a filter narrows the list. */
  listedCount: number | null;
  resumes: readonly { resumeAt: number }[];
  now: number;
  /** How many running monitors the choice shown would pause; undefined until counted. */
  willPause: number | undefined;
  /** The choice shown, so it can be counted; null once the form is closed. */
  onChoice: (scope: BulkPauseScope | null) => void;
  /** Answers words for the user when nothing was paused, or null when done. */
  onPause: (scope: BulkPauseScope, until: number) => Promise<string | null>;
}

const HOURS = [1, 4, 8];
const UNTIL_TIME = 'until';

function scopeOf(value: string): BulkPauseScope {
  if (value === 'all' || value === 'listed') return { kind: value };
  return { kind: 'category', id: value.slice('category:'.length) };
}

/** "17:00" today, "27 November, 09:00" on another day. */
function resumeText(at: number, now: number) {
  return new Date(at).toDateString() === new Date(now).toDateString()
    ? formatTime(at)
    : formatDayAndTime(at, now);
}

/** "12 paused until 17:00", or nothing when no timed pause runs. */
function TimedPauseLine({ resumes, now }: Pick<BulkPauseProps, 'resumes' | 'now'>) {
  const summary = timedPauseSummary(resumes);
  if (!summary) return null;
  const words = summary.together ? strings.pausedUntil : strings.pausedUntilFirst;
  return (
    <p class="paused-until" data-testid="paused-until">
      {words(summary.count, resumeText(summary.soonest, now))}
    </p>
  );
}

/** "Pause 12 monitors in Production until 14:00": what the button does, counted. */
function summaryOf(
  props: BulkPauseProps,
  choice: { scope: BulkPauseScope; length: string; time: string },
) {
  const count = props.willPause;
  if (count === undefined) return strings.bulkPauseGo;
  const until = nextClockTime(choice.time, props.now);
  const when =
    choice.length !== UNTIL_TIME
      ? strings.bulkPauseForHours(Number(choice.length))
      : until === null
        ? ''
        : strings.untilTime(formatTime(until));
  const { scope } = choice;
  if (scope.kind === 'all') return strings.bulkPauseSummary.all(count, when);
  if (scope.kind === 'listed') return strings.bulkPauseSummary.listed(count, when);
  const name = props.categories.find((category) => category.id === scope.id)?.name ?? '';
  return strings.bulkPauseSummary.category(count, when, name);
}

function Choice(props: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  testId: string;
  children: ComponentChildren;
}) {
  return (
    <label>
      {props.label}
      <select
        value={props.value}
        onChange={(e) => props.onChange(e.currentTarget.value)}
        data-testid={`bulk-pause-${props.testId}`}
      >
        {props.children}
      </select>
    </label>
  );
}

/** Pause many monitors for some hours or until a time of day; they resume by themselves. */
export function BulkPause(props: BulkPauseProps) {
  const [open, setOpen] = useState(false);
  const [scope, setScope] = useState('all');
  const [length, setLength] = useState('1');
  const [time, setTime] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const chosen = scopeOf(scope);
  const show = (next: boolean, value = scope) => {
    setOpen(next);
    setScope(value);
    props.onChoice(next ? scopeOf(value) : null);
  };
  const nothingToPause = open && props.willPause === 0;
  const submit = async (event: Event) => {
    event.preventDefault();
    const now = Date.now();
    const until =
      length === UNTIL_TIME ? nextClockTime(time, now) : now + Number(length) * 3_600_000;
    if (until === null) return setProblem(strings.bulkPauseNeedTime);
    const answer = await props.onPause(chosen, until);
    setProblem(answer);
    if (answer === null) show(false);
  };
  return (
    <section class="bulk-pause strip" aria-label={strings.bulkPauseOpen}>
      <div class="bulk-pause-head">
        <TimedPauseLine resumes={props.resumes} now={props.now} />
        <button
          type="button"
          class="link-button"
          aria-expanded={open}
          onClick={() => show(!open)}
          data-testid="bulk-pause-open"
        >
          {strings.bulkPauseOpen}
        </button>
      </div>
      {open && (
        <form
          class="bulk-pause-form"
          onSubmit={(event) => void submit(event)}
          data-testid="bulk-pause-form"
        >
          <Choice
            label={strings.bulkPauseWhich}
            value={scope}
            onChange={(value) => show(true, value)}
            testId="which"
          >
            <option value="all">{strings.bulkPauseAll}</option>
            {props.listedCount !== null && (
              <option value="listed">{strings.bulkPauseListed(props.listedCount)}</option>
            )}
            {props.categories.map((category) => (
              <option key={category.id} value={`category:${category.id}`}>
                {strings.bulkPauseCategory(category.name)}
              </option>
            ))}
          </Choice>
          <Choice label={strings.bulkPauseHowLong} value={length} onChange={setLength} testId="for">
            {HOURS.map((hours) => (
              <option key={hours} value={String(hours)}>
                {strings.bulkPauseHours(hours)}
              </option>
            ))}
            <option value={UNTIL_TIME}>{strings.bulkPauseUntilChoice}</option>
          </Choice>
          {length === UNTIL_TIME && (
            <label>
              {strings.bulkPauseUntilLabel}
              <input
                type="time"
                value={time}
                onInput={(e) => setTime(e.currentTarget.value)}
                data-testid="bulk-pause-time"
              />
            </label>
          )}
          <button type="submit" disabled={nothingToPause} data-testid="bulk-pause-go">
            {nothingToPause
              ? strings.bulkPauseGo
              : summaryOf(props, { scope: chosen, length, time })}
          </button>
          {nothingToPause && <p class="bulk-pause-none">{strings.bulkPauseNone}</p>}
          {problem && (
            <p role="alert" class="bulk-pause-problem">
              {problem}
            </p>
          )}
        </form>
      )}
    </section>
  );
}
