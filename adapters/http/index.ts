export { createApi, type ApiOptions, type ApiSession } from './createApi';
