import { Component, type ComponentChildren } from 'preact';
import { message } from '../lib/platform/i18n';

export interface ShowOrSayProps {
  /** What is shown, as a sentence subject: "This monitor", "The maintenance windows". */
  what: string;
  /** `tr` inside a table body (a paragraph there would break the table), else a paragraph. */
  as?: 'tr' | 'p';
  /** Cells a `tr` spans. */
  columns?: number;
  /** When this changes (the page's route, say), what failed gets a fresh try. */
  resetKey?: string;
  children: ComponentChildren;
}

interface ShowOrSayState {
  error: string | null;
}

/**
 * An error boundary: when one record cannot be drawn (a value no check foresaw), its place
 * says so and everything around it still shows — instead of Preact unmounting the whole page.
 */
export class ShowOrSay extends Component<ShowOrSayProps, ShowOrSayState> {
  override state: ShowOrSayState = { error: null };

  static override getDerivedStateFromError(error: unknown): ShowOrSayState {
    return { error: error instanceof Error ? error.message : String(error) };
  }

  override componentDidCatch(error: unknown) {
    console.warn(`Gatehouse: ${this.props.what} could not be shown`, error);
  }

  override componentDidUpdate(previous: ShowOrSayProps) {
    if (this.state.error !== null && previous.resetKey !== this.props.resetKey) {
      this.setState({ error: null });
    }
  }

  override render() {
    const { error } = this.state;
    if (error === null) return this.props.children;
    const text = message('couldNotShow', [this.props.what, error.slice(0, 200)]);
    if (this.props.as === 'tr') {
      return (
        <tr data-testid="could-not-show">
          <td colSpan={this.props.columns ?? 1} role="alert">
            {text}
          </td>
        </tr>
      );
    }
    return (
      <p class="could-not-show" role="alert" data-testid="could-not-show">
        {text}
      </p>
    );
  }
}
