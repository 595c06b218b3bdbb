import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as sdk from '@channel.io/channel-web-sdk-loader';
import { Footer } from '@/components/shell/Footer';
import { browser } from '@/lib/client/browser';
import { bootChannelTalk, shutdownChannelTalk } from '@/lib/client/channelTalk';
import { site } from '@/lib/site';
import { fakeApi, renderWithShell } from '@/__tests__/helpers/shell';
import { initialNoticeList } from '@/__tests__/helpers/content';
import { footerMessages } from '@/lib/messages/footer';

jest.mock('@channel.io/channel-web-sdk-loader', () => jest.requireActual('@/__tests__/helpers/channelSdk'));

const mocked = jest.mocked(sdk);
const ORIGINAL_KEY = process.env.NEXT_PUBLIC_CHANNEL_PLUGIN_KEY;
let assign: jest.SpyInstance;

beforeEach(() => {
  assign = jest.spyOn(browser, 'assign').mockImplementation(() => undefined);
});

afterEach(async () => {
  await shutdownChannelTalk();
  if (ORIGINAL_KEY === undefined) delete process.env.NEXT_PUBLIC_CHANNEL_PLUGIN_KEY;
  else process.env.NEXT_PUBLIC_CHANNEL_PLUGIN_KEY = ORIGINAL_KEY;
  jest.clearAllMocks();
  jest.restoreAllMocks();
});

function renderFooter() {
  fakeApi({});
  renderWithShell(<Footer />);
  return within(screen.getByRole('contentinfo'));
}

describe('footer', () => {
  it('has the quick links: FAQ, free refunds, apply, and the external discount policy and Instagram', () => {
    const footer = renderFooter();
    const links = within(footer.getByRole('region', { name: '바로가기' }));
    expect(links.getByRole('link', { name: '자주 묻는 질문' })).toHaveAttribute('href', '/faq-retail');
    expect(links.getByRole('link', { name: '무료 반품' })).toHaveAttribute('href', '/free-refunds');
    expect(links.getByRole('link', { name: '입점 신청' })).toHaveAttribute('href', '/page/apply');
    const policy = links.getByRole('link', { name: /할인 정책/ });
    expect(policy).toHaveAttribute('href', site.links.discountPolicy);
    expect(policy).toHaveAttribute('target', '_blank');
    expect(policy).toHaveAttribute('rel', 'noopener noreferrer');
    expect(links.getByRole('link', { name: /인스타그램/ })).toHaveAttribute('href', site.links.instagram);
  });

  it('has the customer centre: weekday and lunch hours, chat and the support e-mail', () => {
    const footer = renderFooter();
    const cs = within(footer.getByRole('region', { name: '고객센터' }));
    expect(cs.getByText('평일 10:00-18:00')).toBeInTheDocument();
    expect(cs.getByText('점심 12:00-13:00')).toBeInTheDocument();
    expect(cs.getByRole('button', { name: /채팅 상담/ })).toBeInTheDocument();
    expect(cs.getByRole('link', { name: /help@domae\.market/ })).toHaveAttribute('href', `mailto:${site.supportEmail}`);
  });

  it('links the terms and the privacy policy', () => {
    const footer = renderFooter();
    const legal = within(footer.getByRole('navigation', { name: footerMessages.legal }));
    expect(legal.getByRole('link', { name: footerMessages.terms })).toHaveAttribute('href', '/terms');
    expect(legal.getByRole('link', { name: footerMessages.privacy })).toHaveAttribute('href', '/privacy');
  });

  it('has notices', () => {
    const footer = renderFooter();
    const notices = within(footer.getByRole('region', { name: '공지사항' }));
    expect(notices.getAllByRole('link').length).toBeGreaterThanOrEqual(3);
    // Each names a real notice, whose page carries the same title, and the last leads to them all.
    for (const link of notices.getAllByRole('link').slice(0, -1)) {
      const id = Number(/^\/notices\/(\d+)$/.exec(link.getAttribute('href') ?? '')?.[1]);
      const notice = initialNoticeList.find((item) => item.id === id);
      expect(notice).toBeDefined();
      expect(link.textContent).toContain(notice!.title);
    }
    expect(notices.getByRole('link', { name: footerMessages.allNotices })).toHaveAttribute('href', '/notices');
  });

  it('states the operator details, the hosting and the operator`s responsibility', () => {
    const footer = renderFooter();
    for (const value of [footerMessages.operator.ceo, footerMessages.operator.registrationNo, footerMessages.operator.mailOrderNo, footerMessages.operator.address]) {
      expect(footer.getByText(value)).toBeInTheDocument();
    }
    expect(footer.getByText('사업자등록번호')).toBeInTheDocument();
    expect(footer.getByText('통신판매업 신고번호')).toBeInTheDocument();
    expect(footer.getByText('클라우드 웹 서비스')).toBeInTheDocument();
    expect(footerMessages.operator.address).toMatch(/^서울/);
    expect(
      footer.getByText(/모든 거래와 배송, 교환 및 환불 민원 처리에 대한 책임은 주식회사 도매마켓에 있습니다/),
    ).toBeInTheDocument();
  });

  it('folds the operator details behind a toggle on narrow screens', async () => {
    const footer = renderFooter();
    const toggle = footer.getByRole('button', { name: /사업자 정보/ });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(document.getElementById(toggle.getAttribute('aria-controls')!)).toHaveTextContent(footerMessages.operator.ceo);
  });
});

describe('채팅 상담', () => {
  function chatButton() {
    return within(renderFooter().getByRole('region', { name: '고객센터' })).getByRole('button', { name: /채팅 상담/ });
  }

  it('writes an e-mail to support when no Channel Talk plugin key is configured, without loading the chat', async () => {
    delete process.env.NEXT_PUBLIC_CHANNEL_PLUGIN_KEY;
    await userEvent.click(chatButton());
    await waitFor(() => expect(assign).toHaveBeenCalledWith(`mailto:${site.supportEmail}`));
    expect(mocked.loadScript).not.toHaveBeenCalled();
    expect(mocked.boot).not.toHaveBeenCalled();
    expect(mocked.showMessenger).not.toHaveBeenCalled();
  });

  it('opens the messenger for an anonymous visitor when the plugin key is set, booting it first', async () => {
    process.env.NEXT_PUBLIC_CHANNEL_PLUGIN_KEY = 'plugin-key-1';
    await userEvent.click(chatButton());
    await waitFor(() => expect(mocked.showMessenger).toHaveBeenCalledTimes(1));
    expect(mocked.loadScript).toHaveBeenCalled();
    expect(mocked.boot).toHaveBeenCalledTimes(1);
    expect(mocked.boot).toHaveBeenCalledWith({ pluginKey: 'plugin-key-1', language: 'ko' });
    expect(mocked.boot.mock.invocationCallOrder[0]).toBeLessThan(mocked.showMessenger.mock.invocationCallOrder[0]);
    expect(assign).not.toHaveBeenCalled();

    // A second click opens the same messenger again, without booting it twice.
    await userEvent.click(screen.getByRole('button', { name: /채팅 상담/ }));
    await waitFor(() => expect(mocked.showMessenger).toHaveBeenCalledTimes(2));
    expect(mocked.boot).toHaveBeenCalledTimes(1);
  });

  it('opens the logged-in member`s running messenger without booting an anonymous one', async () => {
    process.env.NEXT_PUBLIC_CHANNEL_PLUGIN_KEY = 'plugin-key-1';
    await bootChannelTalk({ id: 7, businessName: '데모 잡화점', mobileNo: '01012345678', email: 'retailer@demo.kr' });
    expect(mocked.boot).toHaveBeenCalledTimes(1);
    await userEvent.click(chatButton());
    await waitFor(() => expect(mocked.showMessenger).toHaveBeenCalledTimes(1));
    expect(mocked.boot).toHaveBeenCalledTimes(1);
    expect(mocked.boot).toHaveBeenCalledWith(expect.objectContaining({ memberId: '7' }));
    expect(assign).not.toHaveBeenCalled();
  });

  it('falls back to e-mail when the messenger cannot be opened', async () => {
    process.env.NEXT_PUBLIC_CHANNEL_PLUGIN_KEY = 'plugin-key-1';
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    mocked.showMessenger.mockImplementationOnce(() => {
      throw new Error('script blocked');
    });
    await userEvent.click(chatButton());
    await waitFor(() => expect(assign).toHaveBeenCalledWith(`mailto:${site.supportEmail}`));
    expect(warn).toHaveBeenCalledWith('Channel Talk failed to open', expect.any(Error));
  });
});
