import Link from '@/components/ui/Link';
import styled from 'styled-components';
import { ChevronRightIcon } from '@/components/ui/icons';
import { routes } from '@/lib/site';
import { shellMessages } from '@/lib/messages/shell';

const text = shellMessages.topBar;

/** The banner above the header: new discount products, details at /flash-sale. */
export function TopBar() {
  return (
    <Bar>
      <Inner>
        <New aria-hidden="true">{text.badge}</New>
        <Message>
          {text.text} <More>{text.more}</More>
        </Message>
        <Details href={routes.flashSale}>
          {text.details}
          <ChevronRightIcon size={14} />
        </Details>
      </Inner>
    </Bar>
  );
}

const Bar = styled.aside`
  background: ${({ theme }) => theme.colors.topBar};
  color: ${({ theme }) => theme.colors.textInverse};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Inner = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: 8px;
  max-width: ${({ theme }) => theme.layout.contentWidth};
  min-height: ${({ theme }) => theme.layout.topBarHeight};
  margin: 0 auto;
  padding: 0 ${({ theme }) => theme.layout.gutterMobile};
`;

const New = styled.span`
  flex: none;
  padding: 1px 6px;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.accent};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: 800;
  letter-spacing: 0.04em;
`;

const Message = styled.p`
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

/** Phones show the first sentence only. */
const More = styled.span`
  ${({ theme }) => theme.media.belowMobile} {
    display: none;
  }
`;

/* On phones a 44 px tall target (the bar grows to fit it). */
const Details = styled(Link)`
  display: inline-flex;
  flex: none;
  align-items: center;
  gap: 2px;

  ${({ theme }) => theme.media.belowMobile} {
    min-width: 44px;
    min-height: 44px;
  }

  font-weight: 700;
  text-decoration: underline;
  text-underline-offset: 3px;

  &:hover {
    color: ${({ theme }) => theme.colors.accentSoft};
  }
`;
