import { documentCookies } from '../../adapters/cookies';
import { webStorage } from '../../adapters/storage';
import { describeCookiesContract } from '../contracts/cookiesContract';
import { describeStorageContract } from '../contracts/storageContract';

describeCookiesContract('document.cookie in Chromium', () => ({ cookies: documentCookies(document) }));
describeStorageContract('localStorage in Chromium', () => webStorage(window.localStorage));
