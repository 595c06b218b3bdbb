import { useEffect, useState } from 'react';
import type { OnDemand } from './onDemand';

/**
 * What an `onDemand` load gives, once it has arrived: null until then (and when it failed). A
 * form's rule (zod) arrives this way just after the page, so the page's first load carries none.
 */
export function useOnDemand<T>(load: OnDemand<T>): T | null {
  const [value, setValue] = useState<T | null>(null);
  useEffect(() => {
    let live = true;
    load().then(
      (loaded) => live && setValue(() => loaded),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [load]);
  return value;
}
