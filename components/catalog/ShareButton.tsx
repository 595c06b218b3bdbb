import { useState } from 'react';
import styled from 'styled-components';
import { productMessages } from '@/lib/catalog/product.messages';
import * as S from './ProductDetailsPage.styles';

const text = productMessages;

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
      <S.ToolButton type="button" onClick={() => void share()}>
        {text.share}
      </S.ToolButton>
      <Status role="status">{status}</Status>
    </>
  );
}

const Status = styled.span`
  align-self: center;
  color: ${({ theme }) => theme.colors.success};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
