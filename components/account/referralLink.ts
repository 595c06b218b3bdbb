import { routes } from '@/lib/site';

/** The invitation link: registration with the code filled in (`?ref=`), absolute on the site's origin. */
export function referralLink(origin: string, code: string): string {
  return `${origin}${routes.register}?ref=${encodeURIComponent(code)}`;
}

/**
 * Puts `value` on the clipboard: the Clipboard API, else a selected hidden
 * textarea and the copy command (older in-app browsers). Resolves false when
 * neither works.
 */
export async function copyText(value: string): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(value);
      return true;
    }
  } catch {
    // Denied (no permission, not a secure page): try the old way.
  }
  const area = document.createElement('textarea');
  area.value = value;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    area.remove();
  }
}
