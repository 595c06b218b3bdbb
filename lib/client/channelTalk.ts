/**
 * Channel Talk chat (docs/DECISIONS.md) through its official loader,
 * imported on demand in the browser, and only when
 * NEXT_PUBLIC_CHANNEL_PLUGIN_KEY is set. Booted at page load for a logged-in
 * user; booted for an anonymous visitor only when they ask for the chat (the
 * footer's 채팅 상담); shut down on logout. The widget is a third party that
 * cannot load offline: every failure is logged and swallowed, never breaking
 * the page. Boot, shutdown and open run one after another, so a click on the
 * chat while the member's boot is on its way opens the member's messenger.
 */
import { channelPluginKey } from '@/lib/site';

type Loader = typeof import('@channel.io/channel-web-sdk-loader');

export interface ChannelMember {
  id: number;
  businessName: string;
  mobileNo: string;
  email: string;
}

let booted = false;
/** The member the messenger runs for; null for an anonymous visitor. */
let bootedMemberId: string | null = null;
let queue: Promise<unknown> = Promise.resolve();

function loadSdk(): Promise<Loader> {
  return import('@channel.io/channel-web-sdk-loader');
}

/** Runs `task` after every task queued before it. */
function inTurn<T>(task: () => Promise<T>): Promise<T> {
  const run = queue.then(task, task);
  queue = run.catch(() => undefined);
  return run;
}

/** '01012345678' -> '+821012345678' (Channel wants E.164); other values as given. */
export function toE164(mobileNo: string): string {
  const digits = mobileNo.replace(/\D/g, '');
  if (/^0\d{9,10}$/.test(digits)) return `+82${digits.slice(1)}`;
  return mobileNo;
}

/** Boots the messenger for this member; does nothing without a plugin key. */
export function bootChannelTalk(member: ChannelMember): Promise<boolean> {
  return inTurn(() => bootMember(member));
}

async function bootMember(member: ChannelMember): Promise<boolean> {
  const pluginKey = channelPluginKey();
  if (!pluginKey) return false;
  const memberId = String(member.id);
  if (booted && bootedMemberId === memberId) return true;
  try {
    const sdk = await loadSdk();
    // Running for someone else (an anonymous visitor who opened the chat): start over as this member.
    if (booted) sdk.shutdown();
    booted = false;
    sdk.loadScript();
    sdk.boot({
      pluginKey,
      memberId,
      profile: { name: member.businessName, mobileNumber: toE164(member.mobileNo), email: member.email },
      language: 'ko',
    });
    booted = true;
    bootedMemberId = memberId;
    return true;
  } catch (error) {
    console.warn('Channel Talk failed to start', error);
    return false;
  }
}

/** Shuts the messenger down (logout); harmless when it never started. */
export function shutdownChannelTalk(): Promise<void> {
  return inTurn(async () => {
    if (!booted) return;
    booted = false;
    bootedMemberId = null;
    try {
      (await loadSdk()).shutdown();
    } catch (error) {
      console.warn('Channel Talk failed to shut down', error);
    }
  });
}

/**
 * Opens the messenger: the running one (a logged-in member's), or one booted
 * now for an anonymous visitor. False without a plugin key or when the SDK
 * failed, so the caller can offer e-mail instead.
 */
export function openChannelTalk(): Promise<boolean> {
  return inTurn(async () => {
    const pluginKey = channelPluginKey();
    if (!pluginKey) return false;
    try {
      const sdk = await loadSdk();
      if (!booted) {
        sdk.loadScript();
        sdk.boot({ pluginKey, language: 'ko' });
        booted = true;
        bootedMemberId = null;
      }
      sdk.showMessenger();
      return true;
    } catch (error) {
      console.warn('Channel Talk failed to open', error);
      return false;
    }
  });
}

/** For tests: whether boot succeeded and shutdown has not run since. */
export function isChannelTalkBooted(): boolean {
  return booted;
}
