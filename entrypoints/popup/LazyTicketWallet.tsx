import type { TicketWalletProps } from '../../lib/containers/tickets/TicketWallet';
import { useAfterFirstPaint } from '../../lib/containers/useLiveQuery';

const loadWallet = () => import('../../lib/containers/tickets/TicketWallet');

/**
 * The ticket wallet and its buy form, loaded after the glance has painted: the popup opens for
 * the monitor list, and the wallet's code stays off that first path. A plain `import()` after the
 * first paint does what preact/compat's `lazy` would, without pulling compat into the popup.
 */
export function LazyTicketWallet(props: TicketWalletProps) {
  const Wallet = useAfterFirstPaint(loadWallet)?.TicketWallet;
  return Wallet ? <Wallet {...props} /> : null;
}
