/**
 * Channel Talk's code (./channelTalk.ts) loads only when there is a chat to
 * start: a configured plugin key and a logged-in user, or a visitor who asks
 * for the chat (the footer's 채팅 상담). Until then no page carries it in its
 * first-load JS.
 */
import { browser } from './browser';
import type { ChannelMember } from './channelTalk';
import { onDemand } from './onDemand';
import { channelPluginKey, site } from '@/lib/site';

const loadChannelTalk = onDemand(() => import('./channelTalk'));

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
  if (!loadChannelTalk.started()) return;
  try {
    await (await loadChannelTalk()).shutdownChannelTalk();
  } catch (error) {
    console.warn('Channel Talk failed to shut down', error);
  }
}

/**
 * The footer's 채팅 상담: opens the Channel Talk messenger when a plugin key is
 * configured (booting it for an anonymous visitor if it is not running), and
 * an e-mail to support when none is (or when the messenger could not start).
 * Never throws.
 */
export async function openChat(): Promise<void> {
  const mail = `mailto:${site.supportEmail}`;
  if (!channelPluginKey()) {
    browser.assign(mail);
    return;
  }
  let opened = false;
  try {
    opened = await (await loadChannelTalk()).openChannelTalk();
  } catch (error) {
    console.warn('Channel Talk failed to open', error);
  }
  if (!opened) browser.assign(mail);
}
