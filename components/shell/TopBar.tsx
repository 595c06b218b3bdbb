import Link from '@/components/ui/Link';
import styled from 'styled-components';
import { ChevronRightIcon } from '@/components/ui/icons';
import { routes } from '@/lib/site';
import { shellMessages } from '@/lib/messages/shell';
import { colors, fontSizes, layout, media, radii } from '@/styles/theme';

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
  background: ${colors.topBar};
  color: ${colors.textInverse};
  font-size: ${fontSizes.sm};
`;

const Inner = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: 8px;
  max-width: ${layout.contentWidth};
  min-height: ${layout.topBarHeight};
  margin: 0 auto;
  padding: 0 ${layout.gutterMobile};
`;

const New = styled.span`
  flex: none;
  padding: 1px 6px;
  border-radius: ${radii.sm};
  background: ${colors.accent};
  font-size: ${fontSizes.xs};
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
  ${media.belowMobile} {
    display: none;
  }
`;

/* On phones a 44 px tall target (the bar grows to fit it). */
const Details = styled(Link)`
  display: inline-flex;
  flex: none;
  align-items: center;
  gap: 2px;

  ${media.belowMobile} {
    min-width: 44px;
    min-height: 44px;
  }

  font-weight: 700;
  text-decoration: underline;
  text-underline-offset: 3px;

  &:hover {
    color: ${colors.accentSoft};
  }
`;
