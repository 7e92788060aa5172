export { documentCookies, MemoryCookies, type CookieOptions, type Cookies } from './Cookies';
