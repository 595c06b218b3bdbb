import { useId } from 'react';
import styled, { css } from 'styled-components';
import { ChatIcon, MailIcon } from '@/components/ui/icons';
import { VisuallyHidden } from '@/components/ui/VisuallyHidden';
import { openChat } from '@/lib/client/channelTalkLoader';
import { site } from '@/lib/site';
import { footerMessages } from '@/lib/messages/footer';
import { Column, Heading } from './footerColumn';
import { colors, fontSizes, radii } from '@/styles/theme';

const text = footerMessages;

/** The footer's customer centre: opening hours, the chat (or an e-mail without it) and the support address. */
export function FooterContact() {
  const headingId = useId();
  return (
    <Column aria-labelledby={headingId}>
      <Heading id={headingId}>{text.customerCentre}</Heading>
      <Hours>
        <li>
          <strong>{text.hoursWeekdays}</strong>
        </li>
        <li>{text.hoursLunch}</li>
        <li>{text.hoursClosed}</li>
      </Hours>
      <Contact>
        <ContactButton type="button" onClick={() => void openChat()}>
          <ChatIcon size={16} />
          {text.chat}
        </ContactButton>
        <ContactAnchor href={`mailto:${site.supportEmail}`}>
          <MailIcon size={16} />
          <span>
            <VisuallyHidden>{text.email} </VisuallyHidden>
            {site.supportEmail}
          </span>
        </ContactAnchor>
      </Contact>
    </Column>
  );
}

const Hours = styled.ul`
  display: flex;
  flex-direction: column;
  gap: 2px;

  strong {
    font-size: ${fontSizes.lg};
    font-weight: 800;
    color: ${colors.text};
  }
`;

const Contact = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`;

const contactItem = css`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  min-height: 44px;
  padding: 0 14px;
  border: 1px solid ${colors.borderStrong};
  border-radius: ${radii.md};
  background: ${colors.background};
  font-size: ${fontSizes.sm};
  font-weight: 600;
  color: ${colors.text};

  &:hover {
    border-color: ${colors.text};
  }
`;

const ContactButton = styled.button`
  ${contactItem};
`;

const ContactAnchor = styled.a`
  ${contactItem};
`;
