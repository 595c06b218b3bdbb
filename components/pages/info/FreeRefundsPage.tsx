import styled from 'styled-components';
import { freeRefundsPage } from '@/lib/ui/messages/pages/freeRefunds';
import { InfoPage } from '../InfoPage';
import { PendingNotice } from '../PendingNotice';
import { Section } from '../Section';

const text = freeRefundsPage;

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
