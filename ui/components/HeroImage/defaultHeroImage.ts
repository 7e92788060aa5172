/**
 * The default hero image (000 §8 "Hero image fetch failure: default image"; its design is ours): the brand's
 * green with a light coupon tag, as an SVG data URL so it shows even when the image host is what failed.
 */
const SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 300">
<rect width="300" height="300" fill="#e7f4ee"/>
<g transform="translate(150 150) rotate(-12)" fill="none" stroke="#1f7a55" stroke-width="10" stroke-linejoin="round">
<path d="M-90 -45 H60 L100 0 L60 45 H-90 Z" fill="#ffffff"/>
<circle cx="55" cy="0" r="10"/>
<path d="M-60 -15 H10 M-60 15 H-10" stroke-linecap="round"/>
</g>
</svg>`;

export const DEFAULT_HERO_IMAGE = `data:image/svg+xml,${encodeURIComponent(SVG)}`;
