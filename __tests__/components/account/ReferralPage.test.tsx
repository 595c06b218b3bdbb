import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ReferralPage } from '@/components/account/ReferralPage';
import { SessionProvider } from '@/lib/client/session';
import type { ReferralSummary } from '@/lib/orders/orders.contract';
import { myPageMessages } from '@/lib/account/myPage.messages';
import { createMockRouter, fakeApi, renderWithShell, retailer, setLoggedIn, shellRoutes } from '@/__tests__/helpers/shell';

const text = myPageMessages.referral;
const LINK = 'https://shop.example/register/register?ref=ABCD1234';

const referral: ReferralSummary = {
  code: 'ABCD1234',
  linkPath: '/register/register?ref=ABCD1234',
  rewardAmount: 50000,
  creditBalance: 50000,
  joined: [
    { businessName: '친*상점', joinedAt: '2026-10-01T00:00:00.000Z', rewarded: true },
    { businessName: '새*가게', joinedAt: '2026-11-01T00:00:00.000Z', rewarded: false },
  ],
  ledger: [],
};

function renderReferral(siteUrl: string | null = 'https://shop.example') {
  setLoggedIn('tok');
  fakeApi(shellRoutes(retailer));
  return renderWithShell(
    <SessionProvider loggedIn user={retailer}>
      <ReferralPage referral={referral} siteUrl={siteUrl} />
    </SessionProvider>,
    { router: createMockRouter('/page/account/referral') },
  );
}

const clipboard = () => jest.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);

afterEach(() => {
  setLoggedIn(null);
  jest.restoreAllMocks();
  delete (navigator as { share?: unknown }).share;
});

describe('referral page', () => {
  it('shows the absolute invitation link, the reward rule and who joined', () => {
    renderReferral();
    expect(screen.getByTestId('referral-link')).toHaveTextContent(LINK);
    expect(screen.getByText(text.rewardHeadline('50,000원'))).toBeInTheDocument();
    expect(screen.getByText(text.rules('50,000원')[1])).toBeInTheDocument();
    const joined = screen.getByRole('region', { name: text.joinedHeading });
    expect(within(joined).getAllByRole('listitem')[0]).toHaveTextContent(`친*상점${text.joinedAt('2026.10.01')}${text.rewarded}`);
    expect(within(joined).getAllByRole('listitem')[1]).toHaveTextContent(text.waiting);
  });

  it('uses the browser`s origin when the server did not know its own', () => {
    renderReferral(null);
    expect(screen.getByTestId('referral-link')).toHaveTextContent(`${window.location.origin}/register/register?ref=ABCD1234`);
  });

  it('copies the code and the link, and says so', async () => {
    const user = userEvent.setup();
    renderReferral();
    const write = clipboard();
    await user.click(screen.getByRole('button', { name: text.copyCode }));
    expect(write).toHaveBeenLastCalledWith('ABCD1234');
    expect(await screen.findByText(text.copied)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: text.copyLink }));
    expect(write).toHaveBeenLastCalledWith(LINK);
  });

  it('shares through the Web Share API where the browser has it', async () => {
    const user = userEvent.setup();
    const share = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    renderReferral();
    const write = clipboard();
    await user.click(screen.getByRole('button', { name: text.share }));
    expect(share).toHaveBeenCalledWith({ title: text.shareTitle, text: text.shareText('ABCD1234'), url: LINK });
    expect(write).not.toHaveBeenCalled();
  });

  it('copies the link instead where there is no share sheet', async () => {
    const user = userEvent.setup();
    renderReferral();
    const write = clipboard();
    await user.click(screen.getByRole('button', { name: text.share }));
    expect(write).toHaveBeenCalledWith(LINK);
    expect(await screen.findByText(text.copied)).toBeInTheDocument();
  });

  it('says when copying failed', async () => {
    const user = userEvent.setup();
    renderReferral();
    jest.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    document.execCommand = jest.fn(() => false);
    await user.click(screen.getByRole('button', { name: text.copyCode }));
    expect(await screen.findByText(text.copyFailed)).toBeInTheDocument();
  });
});
