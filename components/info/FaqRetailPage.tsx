import styled from 'styled-components';
import { InfoPage } from '../ui/InfoPage';
import { infoMessages } from '@/lib/messages/info';

const text = infoMessages.pages.faqRetail;

/** /faq-retail: answers about how buying on the site works, from the rules the site applies. */
export function FaqRetailPage() {
  return (
    <InfoPage title={text.title} description={text.description} path="/faq-retail">
      <List>
        {text.items.map((item) => (
          <details key={item.q}>
            <summary>{item.q}</summary>
            <p>{item.a}</p>
          </details>
        ))}
      </List>
    </InfoPage>
  );
}

const List = styled.div`
  border-top: 1px solid ${({ theme }) => theme.colors.border};

  details {
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }

  summary {
    padding: ${({ theme }) => `${theme.space.lg} ${theme.space.sm}`};
    font-weight: 700;
    cursor: pointer;
  }

  p {
    padding: ${({ theme }) => `0 ${theme.space.sm} ${theme.space.lg}`};
    color: ${({ theme }) => theme.colors.textSecondary};
  }
`;
