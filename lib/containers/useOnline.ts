import { useEffect, useState } from 'preact/hooks';

/** navigator.onLine, kept current. */
export function useOnline() {
  const [online, setOnline] = useState(navigator.onLine);
  useEffect(() => {
    const update = () => setOnline(navigator.onLine);
    addEventListener('online', update);
    addEventListener('offline', update);
    // Effects run after the first frame is on screen (render-page.ts): a change before is read here.
    update();
    return () => {
      removeEventListener('online', update);
      removeEventListener('offline', update);
    };
  }, []);
  return online;
}
