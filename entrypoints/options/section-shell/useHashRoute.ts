import { useEffect, useState } from 'preact/hooks';
import { parseHash } from './routes';

/** The options page's location (routes.ts), as it changes. */
export function useHashRoute(): string[] {
  const [route, setRoute] = useState(() => parseHash(location.hash));
  useEffect(() => {
    // The same route kept as it is: reading it again must not render the page again.
    const update = () =>
      setRoute((now) => {
        const next = parseHash(location.hash);
        return next.length === now.length && next.every((part, at) => part === now[at])
          ? now
          : next;
      });
    addEventListener('hashchange', update);
    // Effects run after the first frame is on screen (render-page.ts): a change before is read here.
    update();
    return () => removeEventListener('hashchange', update);
  }, []);
  return route;
}
