import styled from 'styled-components';
import { InfoPage } from '../ui/InfoPage';
import { PendingNotice } from '../ui/PendingNotice';
import { Section } from '../ui/Section';
import { infoMessages } from '@/lib/messages/info';

const text = infoMessages.pages.freeRefunds;

/** /free-refunds: the 60-day free refund policy; the request form comes with orders. */
export function FreeRefundsPage() {
  return (
    <InfoPage title={text.title} description={text.description} path="/free-refunds">
      <Section id="free-refunds-policy" title={text.policyHeading}>
        <Rules>
          {text.rules.map((rule) => (
            <li key={rule}>{rule}</li>
          ))}
        </Rules>
      </Section>
      <Section id="free-refunds-request" title={text.requestHeading}>
        <PendingNotice />
      </Section>
    </InfoPage>
  );
}

const Rules = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  padding-left: 1.2em;
`;
