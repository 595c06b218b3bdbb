import { useState } from 'react';
import styled from 'styled-components';
import { Button } from '@/components/ui/Button';
import { invitationMessages as text } from '@/lib/admin/admin.messages';
import { colors, fontSizes, radii, space } from '@/styles/theme';

/** Recovery codes shown once: a list to write down, and a button that copies them. */
export function RecoveryCodes({ codes }: { codes: string[] }) {
  const [copied, setCopied] = useState(false);
  async function copy() {
    await navigator.clipboard?.writeText(codes.join('\n')).catch(() => undefined);
    setCopied(true);
  }
  return (
    <div>
      <Codes aria-label={text.recoveryTitle}>
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </Codes>
      <Button type="button" $variant="secondary" $size="lg" onClick={() => void copy()}>
        {text.recoveryCopy}
      </Button>
      <p role="status">{copied ? text.recoveryCopied : ''}</p>
    </div>
  );
}

const Codes = styled.ol`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${space.sm};
  margin: 0 0 ${space.md};
  padding: ${space.md};
  border: 1px solid ${colors.borderStrong};
  border-radius: ${radii.md};
  background: ${colors.surface};
  list-style: none;

  code {
    font-size: ${fontSizes.lg};
    user-select: all;
  }
`;
