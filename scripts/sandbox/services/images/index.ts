import { createHash } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { BANNER_IMAGE_SIZE } from '../../../../domain/banners/Banner';
import { REWARD_TYPE } from '../../../../domain/constants/shopping';
import { formatCents } from '../../../../domain/formatting/currency';
import { formatOfferValue } from '../../../../domain/offers/formatOfferValue';
import { OFFER_IMAGE_SIZE } from '../../../../domain/offers/Offer';
import type { SqlExecutor } from '../../db';
import { sendError } from '../../http/json';
import type { ExtraServiceFactory } from '../SandboxDeps';
import { avatarPng, initialsOf, placeholderPng, truncate, type PlaceholderOptions } from './placeholder';

export const IMAGES_PREFIX = '/sandbox/images';

/**
 * Placeholders change only when the seed does (a reset with another seed number renames things), so a
 * week of caching with an ETag to revalidate: long enough for every page, short enough for a reseed.
 */
export const IMAGE_CACHE_CONTROL = 'public, max-age=604800, stale-while-revalidate=86400';
/** Served alone (opened in a tab), an image page may run nothing and load nothing. */
const IMAGE_CSP = "default-src 'none'; frame-ancestors 'none'; sandbox";
/** The seed's images were SVG documents before issue 31: a sandbox seeded then still names them so. */
const LEGACY_EXTENSION = /\.svg$/;

type Render = (db: SqlExecutor, id: string, variant: string) => Promise<Buffer | null>;

interface ImageRoute {
  /** Groups: id, then the variant when the path has one. */
  pattern: RegExp;
  render: Render;
}

/** Drawn images by what they show: drawing and deflating one costs 10–100 ms, and a home page shows 48. */
const drawn = new Map<string, Buffer>();
const DRAWN_KEPT = 2_000;

function sized(width: number, height: number, options: Omit<PlaceholderOptions, 'width' | 'height'>): Buffer {
  const key = JSON.stringify([width, height, options]);
  let png = drawn.get(key);
  if (!png) {
    png = placeholderPng({ width, height, ...options });
    if (drawn.size >= DRAWN_KEPT) drawn.delete(drawn.keys().next().value ?? '');
    drawn.set(key, png);
  }
  return png;
}

async function name(db: SqlExecutor, sql: string, id: string | number): Promise<string | null> {
  return (await db.one<{ name: string }>(sql, [id]))?.name ?? null;
}

const REWARD_HEADLINES: Record<string, (amount: number | null) => string> = {
  [REWARD_TYPE.INSTANT]: (amount) => (amount ? `+$${amount}` : '+$'),
  [REWARD_TYPE.SWEEPSTAKES]: () => 'WIN',
  [REWARD_TYPE.SHOP_NOW]: (amount) => (amount ? formatCents(amount) : '$'),
  cash_back: (amount) => (amount ? `${amount}%` : '%'),
  poll: () => 'POLL',
  video: () => 'PLAY',
};

/**
 * Every image path the seed writes (scripts/sandbox/seed/catalogue.ts `image(…)`, customers.ts): kind,
 * id, and for some kinds a variant that picks the size. Unknown ids answer 404.
 */
const ROUTES: ImageRoute[] = [
  {
    pattern: /^\/retailers\/(\d{1,9})\/(icon|card)\.png$/,
    async render(db, id, variant) {
      const retailer = await name(db, 'SELECT name FROM retailers WHERE id = $1', Number(id));
      if (!retailer) return null;
      return variant === 'icon'
        ? sized(96, 96, { colourKey: retailer, headline: initialsOf(retailer), shape: 'rounded' })
        : sized(400, 240, { colourKey: retailer, headline: initialsOf(retailer), caption: truncate(retailer, 32) });
    },
  },
  {
    pattern: /^\/groups\/(\d{1,9})\.png$/,
    async render(db, id) {
      const group = await name(db, 'SELECT name FROM retailer_groups WHERE id = $1', Number(id));
      return group ? sized(96, 96, { colourKey: group, headline: initialsOf(group), shape: 'rounded' }) : null;
    },
  },
  {
    pattern: /^\/offers\/(\d{1,9})\.png$/,
    async render(db, id) {
      const offer = await db.one<{ name: string; current_value: string | null; percent_back: number | null; amount_cents: number | null }>(
        'SELECT name, current_value, percent_back, amount_cents FROM offers WHERE id = $1',
        [Number(id)],
      );
      if (!offer) return null;
      const value = formatOfferValue({ currentValue: null, percentBack: offer.percent_back, amount: offer.amount_cents });
      // The offer card's frame, so the cover-fitted art is shown whole.
      return sized(OFFER_IMAGE_SIZE.width, OFFER_IMAGE_SIZE.height, {
        colourKey: offer.name,
        // No caption baked into the art: at a card's size it is unreadable, and the card prints the name below it.
        headline: value ?? initialsOf(offer.name),
      });
    },
  },
  {
    pattern: /^\/rewards\/(\d{1,9})\.png$/,
    async render(db, id) {
      const reward = await db.one<{ type: string; amount: number | null }>('SELECT type, amount FROM rewards WHERE id = $1', [Number(id)]);
      if (!reward) return null;
      const headline = (REWARD_HEADLINES[reward.type] ?? (() => initialsOf(reward.type)))(reward.amount);
      return sized(96, 96, { colourKey: reward.type, headline, shape: 'rounded' });
    },
  },
  {
    pattern: /^\/bonuses\/(\d{1,9})\/(completed|uncompleted)\.png$/,
    async render(db, id, variant) {
      const bonus = await db.one<{ name: string; amount_cents: number | null }>('SELECT name, amount_cents FROM bonuses WHERE id = $1', [Number(id)]);
      if (!bonus) return null;
      const done = variant === 'completed';
      return sized(160, 160, {
        colourKey: done ? bonus.name : `${bonus.name}:todo`,
        headline: bonus.amount_cents ? formatCents(bonus.amount_cents) : initialsOf(bonus.name),
        shape: 'rounded',
        badge: done ? 'done' : 'todo',
      });
    },
  },
  {
    pattern: /^\/categories\/(\d{1,9})\/(icon|card|treatment)\.png$/,
    async render(db, id, variant) {
      const category = await name(db, 'SELECT name FROM categories WHERE id = $1', Number(id));
      if (!category) return null;
      const common = { colourKey: category, headline: initialsOf(category) };
      if (variant === 'icon') return sized(64, 64, { ...common, shape: 'rounded' });
      if (variant === 'treatment') return sized(96, 96, { ...common, shape: 'circle' });
      return sized(320, 200, { ...common, caption: truncate(category, 28) });
    },
  },
  {
    // Banners at the size of the variant in the path.
    pattern: /^\/banners\/(\d{1,9})\/(tablet|desktop)\.png$/,
    async render(db, id, variant) {
      const banner = await name(db, 'SELECT name FROM banners WHERE id = $1', Number(id));
      if (!banner) return null;
      const { width, height } = variant === 'desktop' ? BANNER_IMAGE_SIZE.DESKTOP : BANNER_IMAGE_SIZE.TABLET;
      return sized(width, height, { colourKey: banner, headline: truncate(banner, 40) });
    },
  },
  {
    // The seed names gift card images by retailer id (gift card 'gc-<retailerId>').
    pattern: /^\/gift-cards\/(\d{1,9})\.png$/,
    async render(db, id) {
      const card = await name(db, "SELECT name FROM buyable_gift_cards WHERE id = 'gc-' || $1::text", id);
      return card ? sized(320, 200, { colourKey: card, headline: initialsOf(card), caption: truncate(card, 30), shape: 'rounded' }) : null;
    },
  },
  {
    pattern: /^\/products\/(\d{6,14})\.png$/,
    async render(db, upc) {
      const product = await name(db, 'SELECT name FROM products WHERE upc = $1', upc);
      return product ? sized(240, 240, { colourKey: product, headline: initialsOf(product), caption: truncate(product, 24) }) : null;
    },
  },
  {
    // Profile pictures carry no personal data (no name, no initials): a silhouette coloured by the id.
    pattern: /^\/customers\/(\d{1,12})\.png$/,
    async render(_db, id) {
      return avatarPng(128, `customer:${id}`);
    },
  },
];

function sendPng(response: ServerResponse, png: Buffer, etag: string, head: boolean) {
  response.statusCode = 200;
  response.setHeader('Content-Type', 'image/png');
  response.setHeader('Cache-Control', IMAGE_CACHE_CONTROL);
  response.setHeader('ETag', etag);
  response.setHeader('Content-Security-Policy', IMAGE_CSP);
  response.setHeader('Content-Length', png.length);
  response.end(head ? undefined : png);
}

/** The placeholder images for seeded image URLs (`/sandbox/images/<kind>/<id>[/<variant>].png`). */
export const imagesService: ExtraServiceFactory = ({ db }) => ({
  name: 'images',
  prefix: IMAGES_PREFIX,
  async handle(request, response, url) {
    const method = request.method ?? 'GET';
    if (method !== 'GET' && method !== 'HEAD') {
      request.resume();
      response.setHeader('Allow', 'GET, HEAD');
      sendError(response, 405, `${method} is not allowed here.`, { code: 'METHOD_NOT_ALLOWED' });
      return;
    }
    const path = url.pathname.slice(IMAGES_PREFIX.length);
    if (LEGACY_EXTENSION.test(path)) {
      response.statusCode = 301;
      response.setHeader('Location', `${IMAGES_PREFIX}${path.replace(LEGACY_EXTENSION, '.png')}`);
      response.end();
      return;
    }
    for (const route of ROUTES) {
      const match = route.pattern.exec(path);
      if (!match) continue;
      const png = await route.render(db, match[1] ?? '', match[2] ?? '');
      if (png === null) break;
      const etag = `"${createHash('sha256').update(png).digest('base64url').slice(0, 27)}"`;
      if (request.headers['if-none-match'] === etag) {
        response.statusCode = 304;
        response.setHeader('Cache-Control', IMAGE_CACHE_CONTROL);
        response.setHeader('ETag', etag);
        response.end();
        return;
      }
      sendPng(response, png, etag, method === 'HEAD');
      return;
    }
    sendError(response, 404, 'No such image.', { code: 'NOT_FOUND' });
  },
});
