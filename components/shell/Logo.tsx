import Link from '@/components/ui/Link';
import styled from 'styled-components';
import { routes, site } from '@/lib/site';
import { colors, media } from '@/styles/theme';

/** The wordmark, linking home. */
export function Logo() {
  return (
    <Home href={routes.home}>
      <Mark viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="8" fill="currentColor" />
        <path d="M8 12.5L16 8l8 4.5v9L16 26l-8-4.5v-9z" fill="none" stroke="#fff" strokeWidth="2" strokeLinejoin="round" />
        <path d="M8 12.5l8 4.5 8-4.5M16 17v9" fill="none" stroke="#fff" strokeWidth="2" strokeLinejoin="round" />
      </Mark>
      <Name>{site.name}</Name>
    </Home>
  );
}

/** At least 44 px tall: a tap target on phones. */
const Home = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  min-height: 44px;
  color: ${colors.primary};
  white-space: nowrap;
`;

const Mark = styled.svg`
  width: 28px;
  height: 28px;
  flex: none;

  ${media.desktop} {
    width: 32px;
    height: 32px;
  }
`;

const Name = styled.span`
  font-size: 19px;
  font-weight: 800;
  letter-spacing: -0.04em;
  color: ${colors.text};

  ${media.desktop} {
    font-size: 22px;
  }
`;
