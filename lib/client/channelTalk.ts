/**
 * Channel Talk chat (SPEC.md §1, DESIGN.md §4) through its official loader,
 * imported on demand in the browser. Booted only for a logged-in user and only
 * when NEXT_PUBLIC_CHANNEL_PLUGIN_KEY is set; shut down on logout. The widget
 * is a third party that cannot load offline: every failure is logged and
 * swallowed, never breaking the page.
 */
import { browser } from './browser';
import { channelPluginKey, site } from '../site';

type Loader = typeof import('@channel.io/channel-web-sdk-loader');

export interface ChannelMember {
  id: number;
  businessName: string;
  mobileNo: string;
  email: string;
}

let booted = false;
let bootedMemberId: string | null = null;

function loadSdk(): Promise<Loader> {
  return import('@channel.io/channel-web-sdk-loader');
}

/** '01012345678' -> '+821012345678' (Channel wants E.164); other values as given. */
export function toE164(mobileNo: string): string {
  const digits = mobileNo.replace(/\D/g, '');
  if (/^0\d{9,10}$/.test(digits)) return `+82${digits.slice(1)}`;
  return mobileNo;
}

/** Boots the messenger for this member; does nothing without a plugin key. */
export async function bootChannelTalk(member: ChannelMember): Promise<boolean> {
  const pluginKey = channelPluginKey();
  if (!pluginKey) return false;
  const memberId = String(member.id);
  if (booted && bootedMemberId === memberId) return true;
  try {
    const sdk = await loadSdk();
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
export async function shutdownChannelTalk(): Promise<void> {
  if (!booted) return;
  booted = false;
  bootedMemberId = null;
  try {
    (await loadSdk()).shutdown();
  } catch (error) {
    console.warn('Channel Talk failed to shut down', error);
  }
}

/** Opens the chat when the messenger runs, else an e-mail to support. */
export async function openSupportChat(): Promise<void> {
  if (booted) {
    try {
      (await loadSdk()).showMessenger();
      return;
    } catch (error) {
      console.warn('Channel Talk failed to open', error);
    }
  }
  browser.assign(`mailto:${site.supportEmail}`);
}

/** For tests: whether boot succeeded and shutdown has not run since. */
export function isChannelTalkBooted(): boolean {
  return booted;
}
