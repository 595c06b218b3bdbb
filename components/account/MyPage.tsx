import { PageSeo } from '@/components/ui/PageSeo';
import type { CurrentUser } from '@/lib/contract/users';
import { DefinitionList } from '../ui/DefinitionList';
import { PageContainer } from '../ui/PageContainer';
import { PageHeading } from '../ui/PageHeading';
import { PendingNotice } from '../ui/PendingNotice';
import { Section } from '../ui/Section';
import { formatMobileNo, formatRegistrationNo } from '@/lib/contract/accountFields';
import { accountMessages } from '@/lib/messages/account';

const text = accountMessages.pages.mypage;

/** /mypage and /page/account/mypage: the member's own account details; orders and addresses come later. */
export function MyPage({ user }: { user: CurrentUser }) {
  return (
    <>
      <PageSeo title={text.title} description={text.description} noindex path="/page/account/mypage" />
      <PageContainer>
        <PageHeading title={text.title} lead={text.greeting(user.businessName)} />
        <Section id="mypage-account" title={text.accountHeading}>
          <DefinitionList
            rows={[
              { label: text.businessName, value: user.businessName },
              { label: text.registrationNo, value: formatRegistrationNo(user.registrationNo) },
              { label: text.mobileNo, value: formatMobileNo(user.mobileNo) },
              { label: text.email, value: user.email },
              { label: text.memberStatus, value: user.userGroups === 'valid' ? text.statusValid : text.statusInValid },
            ]}
          />
        </Section>
        <Section id="mypage-orders" title={text.ordersHeading}>
          <PendingNotice />
        </Section>
      </PageContainer>
    </>
  );
}
