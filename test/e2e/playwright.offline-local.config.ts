import base from './playwright.config';
export default { ...base, webServer: { ...base.webServer, timeout: 480_000 } };
