import Link from '@/components/ui/Link';
import { useState, useSyncExternalStore } from 'react';
import styled from 'styled-components';
import { Button } from '@/components/ui/Button';
import { PageContainer } from '@/components/ui/PageContainer';
import { PageHeading } from '@/components/ui/PageHeading';
import { PageSeo } from '@/components/ui/PageSeo';
import { Section } from '@/components/ui/Section';
import { StatusBadge } from '@/components/ui/StatusBadge';
import { textLink } from '@/components/ui/textLink';
import type { ReferralSummary } from '@/lib/orders/orders.contract';
import { formatWon } from '@/lib/format';
import { formatKstDate } from '@/lib/kstDate';
import { myPageMessages } from '@/lib/account/myPage.messages';
import { routes } from '@/lib/site';
import { copyText, referralLink } from './referralLink';
import { rowList } from './rowList';
import { colors, fontSizes, radii, space } from '@/styles/theme';

const text = myPageMessages.referral;

export interface ReferralPageProps {
  referral: ReferralSummary;
  /** The site's origin from the server (null when unknown: the browser's own is used after hydration). */
  siteUrl: string | null;
}

const noSubscription = () => () => undefined;

type Feedback = { target: 'code' | 'link'; ok: boolean } | null;

/**
 * /page/account/referral: the member's code and absolute invitation link
 * with copy and share (공유하기 opens the Web Share API where the browser has
 * it, as phones do; elsewhere it copies the link), who joined with it, and the reward rule.
 */
export function ReferralPage({ referral, siteUrl }: ReferralPageProps) {
  // The browser's own origin only when the server did not know it (read after hydration, never during it).
  const origin = useSyncExternalStore(
    noSubscription,
    () => siteUrl ?? window.location.origin,
    () => siteUrl ?? '',
  );
  const [feedback, setFeedback] = useState<Feedback>(null);
  const reward = formatWon(referral.rewardAmount);
  const link = referralLink(origin, referral.code);

  async function copy(target: 'code' | 'link') {
    const ok = await copyText(target === 'code' ? referral.code : link);
    setFeedback({ target, ok });
  }

  async function share() {
    if (typeof navigator.share !== 'function') {
      await copy('link');
      return;
    }
    try {
      await navigator.share({ title: text.shareTitle, text: text.shareText(referral.code), url: link });
    } catch (error) {
      // Closing the share sheet is not a failure; anything else falls back to copying.
      if (!(error instanceof DOMException && error.name === 'AbortError')) await copy('link');
    }
  }

  const message = (target: 'code' | 'link') =>
    feedback?.target === target ? <Feedback $ok={feedback.ok}>{feedback.ok ? text.copied : text.copyFailed}</Feedback> : null;

  return (
    <>
      <PageSeo title={text.title} description={text.description} noindex path={routes.referral} />
      <PageContainer>
        <PageHeading title={text.title} lead={text.description} />
        <Hero>
          <strong>{text.rewardHeadline(reward)}</strong>
          <span>{text.balance(formatWon(referral.creditBalance))}</span>
        </Hero>
        <Section id="referral-code" title={text.codeHeading}>
          <Box>
            <Label id="referral-code-label">{text.codeLabel}</Label>
            <Row>
              <Code aria-labelledby="referral-code-label">{referral.code}</Code>
              <Button type="button" $variant="secondary" $size="lg" onClick={() => void copy('code')}>
                {text.copyCode}
              </Button>
            </Row>
            <div aria-live="polite">{message('code')}</div>
          </Box>
          <Box>
            <Label id="referral-link-label">{text.linkLabel}</Label>
            <LinkText aria-labelledby="referral-link-label" data-testid="referral-link">
              {link}
            </LinkText>
            <Row>
              <Button type="button" $variant="secondary" $size="lg" onClick={() => void copy('link')}>
                {text.copyLink}
              </Button>
              <Button type="button" $size="lg" onClick={() => void share()}>
                {text.share}
              </Button>
            </Row>
            <div aria-live="polite">{message('link')}</div>
          </Box>
        </Section>
        <Section id="referral-rules" title={text.rulesHeading}>
          <Rules>
            {text.rules(reward).map((rule) => (
              <li key={rule}>{rule}</li>
            ))}
          </Rules>
        </Section>
        <Section id="referral-joined" title={text.joinedHeading}>
          {referral.joined.length === 0 ? <Muted>{text.joinedEmpty}</Muted> : null}
          <Joined>
            {referral.joined.map((entry, index) => (
              <li key={index}>
                <strong>{entry.businessName}</strong>
                <span>{text.joinedAt(formatKstDate(entry.joinedAt))}</span>
                <StatusBadge $tone={entry.rewarded ? 'done' : 'waiting'}>{entry.rewarded ? text.rewarded : text.waiting}</StatusBadge>
              </li>
            ))}
          </Joined>
          <MoreLink href={`${routes.mypage}#mypage-credit`}>{text.toMypage}</MoreLink>
        </Section>
      </PageContainer>
    </>
  );
}

const Hero = styled.p`
  display: flex;
  flex-direction: column;
  gap: ${space.xs};
  margin-bottom: ${space.xxl};
  padding: ${space.xl};
  border-radius: ${radii.lg};
  background: ${colors.primary};
  color: ${colors.textInverse};

  strong {
    font-size: ${fontSizes.xl};
  }
`;

const Box = styled.div`
  & + & {
    margin-top: ${space.xl};
  }
`;

const Label = styled.p`
  margin-bottom: ${space.sm};
  font-size: ${fontSizes.md};
  font-weight: 600;
  color: ${colors.textSecondary};
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space.sm};
`;

const Code = styled.p`
  display: inline-block;
  padding: ${space.sm} ${space.xl};
  border: 1px dashed ${colors.primary};
  border-radius: ${radii.md};
  background: ${colors.primarySoft};
  color: ${colors.primary};
  font-size: ${fontSizes.xxl};
  font-weight: 800;
  letter-spacing: 0.08em;
`;

const LinkText = styled.p`
  margin-bottom: ${space.sm};
  padding: ${space.md};
  border-radius: ${radii.md};
  background: ${colors.surface};
  font-size: ${fontSizes.md};
  overflow-wrap: anywhere;
`;

const Feedback = styled.p<{ $ok: boolean }>`
  margin-top: ${space.xs};
  font-size: ${fontSizes.md};
  font-weight: 600;
  color: ${({ $ok }) => ($ok ? colors.success : colors.danger)};
`;

const Rules = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${space.sm};
  padding-left: 1.2em;
  line-height: 1.6;
`;

const Muted = styled.p`
  color: ${colors.textSecondary};
`;

const Joined = styled.ul`
  ${rowList};

  li {
    padding: ${space.sm} 0;
  }

  span {
    font-size: ${fontSizes.md};
    color: ${colors.textSecondary};
  }
`;

const MoreLink = styled(Link)`
  ${textLink};
  margin-top: ${space.sm};
  text-decoration: underline;
`;
