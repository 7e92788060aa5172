/** A banner (001 §3). */
export interface Banner {
  id: number | string;
  name: string;
  link: string;
  tabletUrl: string;
  desktopUrl: string;
  altText: string;
}
