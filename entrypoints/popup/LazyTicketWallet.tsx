import type { FunctionComponent } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import type { TicketWalletProps } from '../../lib/containers/tickets/TicketWallet';

type Wallet = FunctionComponent<TicketWalletProps>;

/**
 * The ticket wallet and its buy form, loaded after the glance has painted: the popup opens for
 * the monitor list, and the wallet's code stays off that first path. A plain `import()` in an
 * effect does what preact/compat's `lazy` would, without pulling compat into the popup.
 */
export function LazyTicketWallet(props: TicketWalletProps) {
  const [Wallet, setWallet] = useState<Wallet | null>(null);
  useEffect(() => {
    let mounted = true;
    void import('../../lib/containers/tickets/TicketWallet').then((module) => {
      if (mounted) setWallet(() => module.TicketWallet);
    });
    return () => {
      mounted = false;
    };
  }, []);
  return Wallet ? <Wallet {...props} /> : null;
}
