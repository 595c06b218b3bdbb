import Link from '@/components/ui/Link';
import styled from 'styled-components';
import { HEART_PATH } from '@/components/ui/icons';
import { offscreen } from '@/components/ui/VisuallyHidden';
import { alertMessage } from '@/lib/client/alerts';
import { useFavorite } from '@/lib/catalog/client/catalog';
import { isApiError } from '@/lib/client/errors';
import type { ProductCardItem } from '@/lib/catalog/catalog.contract';
import { formatWon } from '@/lib/format';
import { catalogMessages } from '@/lib/catalog/catalog.messages';
import { Picture } from '@/components/ui/Picture';
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
 * A card is not a Suspense boundary of its own (docs/DECISIONS.md, Speed): the
 * server would send it as a hidden segment that only a script shows.
 */
export function ProductCard({ product, priority = false, onFavoriteChange }: ProductCardProps) {
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
  const badges = product.onFlashSale || product.isNew;
  return (
    <Card>
      <Link href={href}>
        <div className="picture">
          {product.image ? (
            <Picture src={product.image} alt="" sizes={PRODUCT_CARD_SIZES} priority={priority} />
          ) : null}
          {badges ? (
            <div className="badges">
              {product.onFlashSale ? <span className="badge">{text.flashSale}</span> : null}
              {product.isNew ? <span className="badge dark">{text.isNew}</span> : null}
            </div>
          ) : null}
          {product.soldOut || unorderable ? <span className="sold-out">{product.soldOut ? text.soldOut : text.unorderable}</span> : null}
        </div>
        <span className="brand">{product.brandName}</span>
        <span className="name">{product.name}</span>
        {member ? (
          <span className="prices">
            <span className="line">
              <span className="sr">{text.wholesalePrice}</span>
              {regular ? <span className="rate">{text.discount(product.discountRate)}</span> : null}
              <span className="price">{formatWon(product.price ?? 0)}</span>
            </span>
            {regular ? (
              <span className="retail">
                <span className="sr">{text.regularPrice}</span>
                <del>{formatWon(regular)}</del>
              </span>
            ) : null}
            <span className="retail">
              {text.retailPrice} {formatWon(product.retailPrice)}
            </span>
          </span>
        ) : (
          <span className="prices">
            <span className="line">
              <span className="sr">{text.retailPrice}</span>
              <span className="price">{formatWon(product.retailPrice)}</span>
            </span>
            <span className="prompt">{text.membersOnly}</span>
          </span>
        )}
        <span className="moq">{text.minOrderQty(product.minOrderQty)}</span>
      </Link>
      <button
        type="button"
        className="heart"
        aria-pressed={favorite.isFavorite}
        aria-label={text.addFavorite(product.name)}
        data-favorite={product.id}
        onClick={() => void favorite.toggle()}
      />
    </Card>
  );
}

/** The heart's outline (or, filled, its shape) as a mask: the card's markup carries no SVG. */
const heartMask = (filled: boolean) =>
  `url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24' fill='${filled ? 'black' : 'none'}' ` +
  `stroke='black' stroke-width='1.8' stroke-linecap='round' stroke-linejoin='round'%3E%3Cpath d='${HEART_PATH}'/%3E%3C/svg%3E")`;

/*
 * One styled block per card, its parts plain elements named by class (a list of 24 cards
 * carried 24 x 12 generated class pairs and an SVG per heart). The heart is the button's
 * pseudo-elements: a white disc and the icon's shape in the button's colour, filled when pressed.
 */
const Card = styled.article`
  position: relative;
  min-width: 0;

  > a {
    display: flex;
    flex-direction: column;
    gap: 2px;
    color: ${colors.text};
  }

  .picture {
    ${pictureBox};
    margin-bottom: ${space.sm};
  }

  .badges {
    position: absolute;
    top: 8px;
    left: 8px;
    display: flex;
    gap: 4px;
  }

  .badge {
    padding: 2px 6px;
    border-radius: ${radii.sm};
    background: ${colors.accent};
    color: ${colors.textInverse};
    font-size: ${fontSizes.xs};
    font-weight: 700;
  }

  .badge.dark {
    background: ${colors.topBar};
  }

  .sold-out {
    position: absolute;
    inset: 0;
    display: flex;
    align-items: center;
    justify-content: center;
    background: ${colors.overlay};
    color: ${colors.textInverse};
    font-weight: 700;
  }

  .brand {
    color: ${colors.textSecondary};
    font-size: ${fontSizes.sm};
    font-weight: 600;
  }

  .name {
    display: -webkit-box;
    -webkit-line-clamp: 2;
    -webkit-box-orient: vertical;
    overflow: hidden;
    font-size: ${fontSizes.md};
    line-height: 1.4;
  }

  .prices {
    display: flex;
    flex-direction: column;
    margin-top: 4px;
  }

  .line {
    display: flex;
    align-items: baseline;
    gap: 4px;
  }

  .sr {
    ${offscreen};
  }

  .rate {
    color: ${colors.accent};
    font-weight: 800;
  }

  .price {
    font-size: ${fontSizes.lg};
    font-weight: 800;
  }

  .retail {
    color: ${colors.textMuted};
    font-size: ${fontSizes.sm};
  }

  .prompt {
    color: ${colors.primary};
    font-size: ${fontSizes.sm};
    font-weight: 600;
  }

  .moq {
    color: ${colors.textSecondary};
    font-size: ${fontSizes.sm};
  }

  .heart {
    position: absolute;
    top: 4px;
    right: 4px;
    display: flex;
    align-items: center;
    justify-content: center;
    width: 44px;
    height: 44px;
    border-radius: ${radii.pill};
    color: ${colors.textSecondary};
  }

  .heart::before {
    content: '';
    width: 28px;
    height: 28px;
    border-radius: ${radii.pill};
    background: rgba(255, 255, 255, 0.92);
  }

  .heart::after {
    content: '';
    position: absolute;
    inset: 0;
    width: 20px;
    height: 20px;
    margin: auto;
    background: currentColor;
    mask: ${heartMask(false)} center / contain no-repeat;
  }

  .heart[aria-pressed='true'] {
    color: ${colors.accent};
  }

  .heart[aria-pressed='true']::after {
    mask-image: ${heartMask(true)};
  }

  @media (forced-colors: active) {
    .heart::after {
      background: ButtonText;
      forced-color-adjust: none;
    }
  }
`;
