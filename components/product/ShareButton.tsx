import { useState } from 'react';
import styled from 'styled-components';
import { catalogMessages } from '@/lib/messages/catalog';

const text = catalogMessages.pages.product;

/**
 * Shares the product page: the Web Share API where the browser has it (a
 * phone's share sheet), else copies the link and says so.
 */
export function ShareButton({ title, path }: { title: string; path: string }) {
  const [status, setStatus] = useState('');

  async function share() {
    const url = new URL(path, window.location.href).toString();
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, url });
        return;
      } catch (error) {
        // Closing the share sheet is the user's choice, not a failure.
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      setStatus(text.linkCopied);
    } catch {
      setStatus(text.copyFailed);
    }
  }

  return (
    <>
      <Action type="button" onClick={() => void share()}>
        {text.share}
      </Action>
      <Status role="status">{status}</Status>
    </>
  );
}

export const Action = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 4px;
  min-width: 44px;
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: 600;
`;

const Status = styled.span`
  align-self: center;
  color: ${({ theme }) => theme.colors.success};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
