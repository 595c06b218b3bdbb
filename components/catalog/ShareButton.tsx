import { toast } from '@/lib/client/alerts';
import { productMessages } from '@/lib/catalog/product.messages';
import * as S from './ProductDetailsPage.styles';

const text = productMessages;

/**
 * Shares the product page: the Web Share API where the browser has it (a
 * phone's share sheet), else copies the link and says so in a toast over the
 * page, so nothing on the page moves.
 */
export function ShareButton({ title, path }: { title: string; path: string }) {
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
      void toast(text.linkCopied);
    } catch {
      void toast(text.copyFailed, 'error');
    }
  }

  return (
    <S.ToolButton type="button" onClick={() => void share()}>
      {text.share}
    </S.ToolButton>
  );
}
