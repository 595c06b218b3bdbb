import { useState } from 'react';
import { consoleMessages } from '@/lib/admin/admin.messages';
import { isApiError } from '@/lib/client/errors';
import { useReload } from './useReload';

/**
 * A console page's one-button actions (confirm a deposit, reactivate a member, retry a message):
 * busy while one runs, what it says (or the refusal's Korean message) in the page's status line,
 * the page read again from the server after.
 */
export function useConsoleAction() {
  const reload = useReload();
  const [notice, setNotice] = useState('');
  const [busy, setBusy] = useState(false);

  /** Runs `action`, which answers the sentence to show. */
  async function run(action: () => Promise<string>): Promise<void> {
    setBusy(true);
    try {
      setNotice(await action());
      await reload();
    } catch (error) {
      setNotice(isApiError(error) ? error.message : consoleMessages.failed);
    } finally {
      setBusy(false);
    }
  }

  return { notice, setNotice, busy, run, reload };
}
