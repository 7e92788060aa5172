import { createHash } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { REWARD_TYPE } from '../../../../domain/constants/shopping';
import { formatCents } from '../../../../domain/formatting/currency';
import { formatOfferValue } from '../../../../domain/offers/formatOfferValue';
import type { SqlExecutor } from '../../db';
import { sendError } from '../../http/json';
import type { ExtraServiceFactory } from '../SandboxDeps';
import { avatarSvg, initialsOf, placeholderSvg, truncate, type PlaceholderOptions } from './svg';

export const IMAGES_PREFIX = '/sandbox/images';

/**
 * Placeholders change only when the seed does (a reset with another seed number renames things), so a
 * week of caching with an ETag to revalidate: long enough for every page, short enough for a reseed.
 */
export const IMAGE_CACHE_CONTROL = 'public, max-age=604800, stale-while-revalidate=86400';
/** Served alone (opened in a tab), an SVG document may run nothing and load nothing. */
const IMAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; sandbox";

type Render = (db: SqlExecutor, id: string, variant: string) => Promise<string | null>;

interface ImageRoute {
  /** Groups: id, then the variant when the path has one. */
  pattern: RegExp;
  render: Render;
}

const sized = (width: number, height: number, options: Omit<PlaceholderOptions, 'width' | 'height'>) =>
  placeholderSvg({ width, height, ...options });

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
    pattern: /^\/retailers\/(\d{1,9})\/(icon|card)\.svg$/,
    async render(db, id, variant) {
      const retailer = await name(db, 'SELECT name FROM retailers WHERE id = $1', Number(id));
      if (!retailer) return null;
      return variant === 'icon'
        ? sized(96, 96, { title: `${retailer} logo`, colourKey: retailer, headline: initialsOf(retailer), shape: 'rounded' })
        : sized(400, 240, { title: retailer, colourKey: retailer, headline: initialsOf(retailer), caption: truncate(retailer, 32) });
    },
  },
  {
    pattern: /^\/groups\/(\d{1,9})\.svg$/,
    async render(db, id) {
      const group = await name(db, 'SELECT name FROM retailer_groups WHERE id = $1', Number(id));
      return group && sized(96, 96, { title: `${group} logo`, colourKey: group, headline: initialsOf(group), shape: 'rounded' });
    },
  },
  {
    pattern: /^\/offers\/(\d{1,9})\.svg$/,
    async render(db, id) {
      const offer = await db.one<{ name: string; current_value: string | null; percent_back: number | null; amount_cents: number | null }>(
        'SELECT name, current_value, percent_back, amount_cents FROM offers WHERE id = $1',
        [Number(id)],
      );
      if (!offer) return null;
      const value = formatOfferValue({ currentValue: null, percentBack: offer.percent_back, amount: offer.amount_cents });
      // 4:3, the offer card's frame (OfferCard.module.css), so the cover-fitted art is shown whole.
      return sized(320, 240, {
        title: offer.current_value ? `${offer.name}: ${offer.current_value}` : offer.name,
        colourKey: offer.name,
        // No caption baked into the art: at a card's size it is unreadable, and the card prints the name below it.
        headline: value ?? initialsOf(offer.name),
      });
    },
  },
  {
    pattern: /^\/rewards\/(\d{1,9})\.svg$/,
    async render(db, id) {
      const reward = await db.one<{ type: string; amount: number | null }>('SELECT type, amount FROM rewards WHERE id = $1', [Number(id)]);
      if (!reward) return null;
      const headline = (REWARD_HEADLINES[reward.type] ?? (() => initialsOf(reward.type)))(reward.amount);
      return sized(96, 96, { title: `${reward.type.replace(/_/g, ' ')} reward`, colourKey: reward.type, headline, shape: 'rounded' });
    },
  },
  {
    pattern: /^\/bonuses\/(\d{1,9})\/(completed|uncompleted)\.svg$/,
    async render(db, id, variant) {
      const bonus = await db.one<{ name: string; amount_cents: number | null }>('SELECT name, amount_cents FROM bonuses WHERE id = $1', [Number(id)]);
      if (!bonus) return null;
      const done = variant === 'completed';
      return sized(160, 160, {
        title: `${bonus.name} (${done ? 'completed' : 'not completed'})`,
        colourKey: done ? bonus.name : `${bonus.name}:todo`,
        headline: bonus.amount_cents ? formatCents(bonus.amount_cents) : initialsOf(bonus.name),
        shape: 'rounded',
        badge: done ? 'done' : 'todo',
      });
    },
  },
  {
    pattern: /^\/categories\/(\d{1,9})\/(icon|card|treatment)\.svg$/,
    async render(db, id, variant) {
      const category = await name(db, 'SELECT name FROM categories WHERE id = $1', Number(id));
      if (!category) return null;
      const common = { title: category, colourKey: category, headline: initialsOf(category) };
      if (variant === 'icon') return sized(64, 64, { ...common, shape: 'rounded' });
      if (variant === 'treatment') return sized(96, 96, { ...common, shape: 'circle' });
      return sized(320, 200, { ...common, caption: truncate(category, 28) });
    },
  },
  {
    // Banners at the size of the variant in the path: desktop 1200×300, tablet 768×256.
    pattern: /^\/banners\/(\d{1,9})\/(tablet|desktop)\.svg$/,
    async render(db, id, variant) {
      const banner = await name(db, 'SELECT name FROM banners WHERE id = $1', Number(id));
      if (!banner) return null;
      const [width, height] = variant === 'desktop' ? [1200, 300] : [768, 256];
      return sized(width, height, { title: banner, colourKey: banner, headline: truncate(banner, 40) });
    },
  },
  {
    // The seed names gift card images by retailer id (gift card 'gc-<retailerId>').
    pattern: /^\/gift-cards\/(\d{1,9})\.svg$/,
    async render(db, id) {
      const card = await name(db, "SELECT name FROM buyable_gift_cards WHERE id = 'gc-' || $1::text", id);
      return card && sized(320, 200, { title: card, colourKey: card, headline: initialsOf(card), caption: truncate(card, 30), shape: 'rounded' });
    },
  },
  {
    pattern: /^\/products\/(\d{6,14})\.svg$/,
    async render(db, upc) {
      const product = await name(db, 'SELECT name FROM products WHERE upc = $1', upc);
      return product && sized(240, 240, { title: product, colourKey: product, headline: initialsOf(product), caption: truncate(product, 24) });
    },
  },
  {
    // Profile pictures carry no personal data (no name, no initials): a silhouette coloured by the id.
    pattern: /^\/customers\/(\d{1,12})\.svg$/,
    async render(_db, id) {
      return avatarSvg(128, `customer:${id}`);
    },
  },
];

function sendSvg(response: ServerResponse, svg: string, etag: string, head: boolean) {
  response.statusCode = 200;
  response.setHeader('Content-Type', 'image/svg+xml');
  response.setHeader('Cache-Control', IMAGE_CACHE_CONTROL);
  response.setHeader('ETag', etag);
  response.setHeader('Content-Security-Policy', IMAGE_CSP);
  response.setHeader('Content-Length', Buffer.byteLength(svg));
  response.end(head ? undefined : svg);
}

/** The placeholder images for seeded image URLs (`/sandbox/images/<kind>/<id>[/<variant>].svg`). */
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
    for (const route of ROUTES) {
      const match = route.pattern.exec(path);
      if (!match) continue;
      const svg = await route.render(db, match[1] ?? '', match[2] ?? '');
      if (svg === null) break;
      const etag = `"${createHash('sha256').update(svg).digest('base64url').slice(0, 27)}"`;
      if (request.headers['if-none-match'] === etag) {
        response.statusCode = 304;
        response.setHeader('Cache-Control', IMAGE_CACHE_CONTROL);
        response.setHeader('ETag', etag);
        response.end();
        return;
      }
      sendSvg(response, svg, etag, method === 'HEAD');
      return;
    }
    sendError(response, 404, 'No such image.', { code: 'NOT_FOUND' });
  },
});
