export { MemoryStorage, readJson, webStorage, writeJson, type KeyValueStorage } from './KeyValueStorage';
