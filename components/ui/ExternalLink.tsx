import type { ReactNode } from 'react';
import styled from 'styled-components';
import { ExternalIcon } from '@/components/ui/icons';
import { textLink } from '@/components/ui/textLink';
import { VisuallyHidden } from '@/components/ui/VisuallyHidden';
import { commonMessages } from '@/lib/messages/common';

/** A link to another site (a carrier's tracking page): a new window, said so to screen readers. */
export function ExternalLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Anchor href={href} target="_blank" rel="noopener noreferrer">
      {children}
      <ExternalIcon size={14} />
      <VisuallyHidden>({commonMessages.page.opensInNewWindow})</VisuallyHidden>
    </Anchor>
  );
}

const Anchor = styled.a`
  ${textLink}
  gap: 4px;
`;
