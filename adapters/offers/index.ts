export * from './OffersGateway';
export * from './MemoryOffersGateway';
export * from './sdkOffersGateway';
