export { createApi, type ApiSession } from './createApi';
