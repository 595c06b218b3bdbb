/**
 * Channel Talk's code (./channelTalk.ts) loads only when there is a chat to
 * start: a logged-in user and a configured plugin key. Until then no page
 * carries it in its first-load JS. The footer's chat button imports
 * ./channelTalk itself (the footer loads after the page).
 */
import type { ChannelMember } from './channelTalk';
import { channelPluginKey } from '../site';

type ChannelTalk = typeof import('./channelTalk');

let loading: Promise<ChannelTalk> | null = null;

function loadChannelTalk(): Promise<ChannelTalk> {
  loading ??= import('./channelTalk').catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

/** Boots the messenger for this member; does nothing without a plugin key. Never throws. */
export async function startChannelTalk(member: ChannelMember): Promise<void> {
  if (!channelPluginKey()) return;
  try {
    await (await loadChannelTalk()).bootChannelTalk(member);
  } catch (error) {
    console.warn('Channel Talk failed to start', error);
  }
}

/** Shuts the messenger down (logout). Without its code loaded it never started. Never throws. */
export async function stopChannelTalk(): Promise<void> {
  if (!loading) return;
  try {
    await (await loading).shutdownChannelTalk();
  } catch (error) {
    console.warn('Channel Talk failed to shut down', error);
  }
}
