import { Suspense } from 'react';
import Image from 'next/image';
import Link from '@/components/ui/Link';
import styled from 'styled-components';
import { HeartIcon } from '@/components/ui/icons';
import { VisuallyHidden } from '@/components/ui/VisuallyHidden';
import { alertMessage } from '@/lib/client/alerts';
import { useFavorite } from '@/lib/catalog/client/catalog';
import { isApiError } from '@/lib/client/errors';
import type { ProductCardItem } from '@/lib/catalog/catalog.contract';
import { formatWon } from '@/lib/format';
import { catalogMessages } from '@/lib/catalog/catalog.messages';
import { pictureSource } from '@/lib/client/pictures';
import { pictureBox } from './pictureBox';
import { colors, fontSizes, radii, space } from '@/styles/theme';

const text = catalogMessages.card;

export interface ProductCardProps {
  product: ProductCardItem;
  /** The first cards above the fold load their picture at once. */
  priority?: boolean;
  /** Told when the heart's change is saved (the wishlist drops a card taken off it). */
  onFavoriteChange?: (product: ProductCardItem, isFavorite: boolean) => void;
}

/** The image sizes of a card: two columns on a phone, up to five on a desktop. */
export const PRODUCT_CARD_SIZES = '(max-width: 749px) 50vw, 240px';

/**
 * One product in a list: picture, brand, name, and the prices the viewer may
 * see (docs/DECISIONS.md): members get the wholesale price they pay, with the
 * flash-sale discount, and the retail price to compare; visitors and
 * uncertified retailers the retail price and a prompt instead. The heart sits
 * beside the link, not inside it, so each control has one job.
 *
 * Each card is its own Suspense boundary: React then hydrates a list card by
 * card, yielding to the browser between them, instead of in one long task
 * that keeps a phone from answering a tap (measured by scripts/lighthouse.mjs).
 * The server reveals the later cards with React's inline scripts, which the
 * CSP allows by hash (lib/server/http/revealScripts.ts).
 */
export function ProductCard(props: ProductCardProps) {
  return (
    <Suspense fallback={null}>
      <ProductCardContent {...props} />
    </Suspense>
  );
}

function ProductCardContent({ product, priority = false, onFavoriteChange }: ProductCardProps) {
  const href = `/product-details/${product.id}`;
  const favorite = useFavorite(
    product.id,
    product.isFavorite,
    (error) => {
      void alertMessage(isApiError(error) ? error.message : text.favoriteFailed, 'error');
    },
    (isFavorite) => onFavoriteChange?.(product, isFavorite),
  );
  const member = product.price !== null;
  const unorderable = !product.soldOut && product.stock < product.minOrderQty;
  // A flash-sale percentage (discountRate) is measured against the regular wholesale price:
  // the card shows that price struck through, so its own prices give the percentage.
  const regular = product.onFlashSale && product.discountRate > 0 ? product.wholesalePrice : null;
  return (
    <Card>
      <Link href={href}>
        <Picture>
          {product.image ? (
            <Image
              src={product.image}
              alt=""
              fill
              sizes={PRODUCT_CARD_SIZES}
              preload={priority}
              fetchPriority={priority ? 'high' : undefined}
              {...pictureSource(product.image)}
            />
          ) : null}
          <Badges>
            {product.onFlashSale ? <Badge $tone="accent">{text.flashSale}</Badge> : null}
            {product.isNew ? <Badge $tone="dark">{text.isNew}</Badge> : null}
          </Badges>
          {product.soldOut || unorderable ? <SoldOut>{product.soldOut ? text.soldOut : text.unorderable}</SoldOut> : null}
        </Picture>
        <Brand>{product.brandName}</Brand>
        <Name>{product.name}</Name>
        {member ? (
          <Prices>
            <PriceLine>
              <VisuallyHidden>{text.wholesalePrice}</VisuallyHidden>
              {regular ? <Rate>{text.discount(product.discountRate)}</Rate> : null}
              <Price>{formatWon(product.price ?? 0)}</Price>
            </PriceLine>
            {regular ? (
              <Retail>
                <VisuallyHidden>{text.regularPrice}</VisuallyHidden>
                <del>{formatWon(regular)}</del>
              </Retail>
            ) : null}
            <Retail>
              {text.retailPrice} {formatWon(product.retailPrice)}
            </Retail>
          </Prices>
        ) : (
          <Prices>
            <PriceLine>
              <VisuallyHidden>{text.retailPrice}</VisuallyHidden>
              <Price>{formatWon(product.retailPrice)}</Price>
            </PriceLine>
            <Prompt>{text.membersOnly}</Prompt>
          </Prices>
        )}
        <Moq>{text.minOrderQty(product.minOrderQty)}</Moq>
      </Link>
      <Heart
        type="button"
        aria-pressed={favorite.isFavorite}
        aria-label={favorite.isFavorite ? text.removeFavorite(product.name) : text.addFavorite(product.name)}
        onClick={() => void favorite.toggle()}
        $on={favorite.isFavorite}
      >
        <HeartIcon size={20} />
      </Heart>
    </Card>
  );
}

const Card = styled.article`
  position: relative;
  min-width: 0;

  > a {
    display: flex;
    flex-direction: column;
    gap: 2px;
    color: ${colors.text};
  }
`;

const Picture = styled.div`
  ${pictureBox};
  margin-bottom: ${space.sm};
`;

const Badges = styled.div`
  position: absolute;
  top: 8px;
  left: 8px;
  display: flex;
  gap: 4px;
`;

const Badge = styled.span<{ $tone: 'accent' | 'dark' }>`
  padding: 2px 6px;
  border-radius: ${radii.sm};
  background: ${({ $tone }) => ($tone === 'accent' ? colors.accent : colors.topBar)};
  color: ${colors.textInverse};
  font-size: ${fontSizes.xs};
  font-weight: 700;
`;

const SoldOut = styled.span`
  position: absolute;
  inset: 0;
  display: flex;
  align-items: center;
  justify-content: center;
  background: ${colors.overlay};
  color: ${colors.textInverse};
  font-weight: 700;
`;

const Brand = styled.span`
  color: ${colors.textSecondary};
  font-size: ${fontSizes.sm};
  font-weight: 600;
`;

const Name = styled.span`
  display: -webkit-box;
  -webkit-line-clamp: 2;
  -webkit-box-orient: vertical;
  overflow: hidden;
  font-size: ${fontSizes.md};
  line-height: 1.4;
`;

const Prices = styled.span`
  display: flex;
  flex-direction: column;
  margin-top: 4px;
`;

const PriceLine = styled.span`
  display: flex;
  align-items: baseline;
  gap: 4px;
`;

const Rate = styled.span`
  color: ${colors.accent};
  font-weight: 800;
`;

const Price = styled.span`
  font-size: ${fontSizes.lg};
  font-weight: 800;
`;

const Retail = styled.span`
  color: ${colors.textMuted};
  font-size: ${fontSizes.sm};
`;

const Prompt = styled.span`
  color: ${colors.primary};
  font-size: ${fontSizes.sm};
  font-weight: 600;
`;

const Moq = styled.span`
  color: ${colors.textSecondary};
  font-size: ${fontSizes.sm};
`;

const Heart = styled.button<{ $on: boolean }>`
  position: absolute;
  top: 4px;
  right: 4px;
  display: flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  border-radius: ${radii.pill};
  color: ${({ $on }) => ($on ? colors.accent : colors.textSecondary)};

  svg {
    padding: 4px;
    border-radius: ${radii.pill};
    background: rgba(255, 255, 255, 0.92);
    box-sizing: content-box;
    fill: ${({ $on }) => ($on ? 'currentColor' : 'none')};
  }
`;
