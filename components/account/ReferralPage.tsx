import styled from 'styled-components';
import { PageSeo } from '@/components/ui/PageSeo';
import { PageContainer } from '../ui/PageContainer';
import { PageHeading } from '../ui/PageHeading';
import { PendingNotice } from '../ui/PendingNotice';
import { Section } from '../ui/Section';
import { accountMessages } from '@/lib/messages/account';

const text = accountMessages.pages.referral;

/** /page/account/referral: the member's own referral code; invitations and rewards come later. */
export function ReferralPage({ referralCode }: { referralCode: string }) {
  return (
    <>
      <PageSeo title={text.title} description={text.description} noindex path="/page/account/referral" />
      <PageContainer>
        <PageHeading title={text.title} lead={text.description} />
        <Section id="referral-code" title={text.codeHeading}>
          <Code>{referralCode}</Code>
          <p>{text.codeHelp}</p>
        </Section>
        <Section id="referral-history" title={text.historyHeading}>
          <PendingNotice />
        </Section>
      </PageContainer>
    </>
  );
}

const Code = styled.p`
  display: inline-block;
  margin-bottom: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.xl}`};
  border: 1px dashed ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.primary};
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  font-weight: 800;
  letter-spacing: 0.08em;
`;
