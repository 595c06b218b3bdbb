import { useEffect } from 'react';
import { startChannelTalk, stopChannelTalk } from '@/lib/client/channelTalkLoader';
import { useSession } from './session';

/**
 * Starts Channel Talk for the logged-in user (member id, business name, phone,
 * e-mail) when a plugin key is configured, and shuts it down when the user is
 * logged out (docs/DECISIONS.md). Failures never reach the page.
 */
export function useChannelTalk(): void {
  const { loggedIn, user } = useSession();
  const id = user?.id;
  const businessName = user?.businessName;
  const mobileNo = user?.mobileNo;
  const email = user?.email;

  useEffect(() => {
    if (!loggedIn) {
      void stopChannelTalk();
      return;
    }
    if (id === undefined || businessName === undefined || mobileNo === undefined || email === undefined) return;
    void startChannelTalk({ id, businessName, mobileNo, email });
  }, [loggedIn, id, businessName, mobileNo, email]);
}
